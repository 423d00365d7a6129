"""Parallel split-K (kernels/gemm_splitk.py): K slices as a batched SM80 GEMM into an fp32 workspace,
then a reduction kernel. CPU: what it takes and refuses, its workspace, its boundary shapes. GPU
(marker `gpu`): at K >> M·N against the float64 reference (every instance's distributions and boundary
shapes run in tests/test_gpu_kernels.py)."""

from __future__ import annotations

import pytest

from cute_ir.gpu import cases as gpu_cases
from cute_ir.gpu.run import RunCase, run_cases
from cute_ir.kernels import GemmArguments
from cute_ir.registry import OperandSpec, get_kernel, get_kernels

SPLIT4 = "gemm_sm80_tn_bf16_128x128x64_s3_splitk4"


def _args(batch: int = 1, m: int = 512, n: int = 256, k: int = 4096) -> GemmArguments:
    return GemmArguments(
        A=OperandSpec("bf16", (batch, m, k)),
        B=OperandSpec("bf16", (batch, k, n), (k * n, 1, k)),
        out=OperandSpec("bf16", (batch, m, n)),
    )


def test_takes_one_matrix_with_k_a_multiple_of_eight_per_slice() -> None:
    kernel = get_kernel(SPLIT4)
    assert kernel.supports(_args(k=4096))
    assert kernel.supports(_args(m=1000, n=1048, k=32))
    batched = kernel.supports(_args(batch=2))
    assert not batched and "batch extent 1" in batched.error
    ragged = kernel.supports(_args(k=4104))  # a multiple of 8, not of 8 x 4 slices
    assert not ragged and "not a multiple of 32" in ragged.error
    assert SPLIT4 in [found.name for found in get_kernels(_args(k=4096))]
    assert SPLIT4 not in [found.name for found in get_kernels(_args(k=4104))]


def test_workspace_is_one_fp32_partial_per_slice() -> None:
    kernel = get_kernel(SPLIT4)
    spec = kernel.workspace_spec(_args(m=300, n=200))
    assert spec.dtype == "f32" and spec.shape == (4, 300, 200)
    assert kernel.get_workspace_size(_args(m=300, n=200)) == 4 * 4 * 300 * 200


def test_example_and_boundary_shapes_are_ones_it_takes() -> None:
    for name in (SPLIT4, "gemm_sm80_tn_f16_128x128x64_s3_splitk16"):
        kernel = get_kernel(name)
        assert kernel.supports(kernel.example_arguments())
        for m, n, k in gpu_cases.boundary_shapes(kernel):
            assert k % kernel.k_multiple == 0 and k >= 8
    assert (8, 8, 128) in gpu_cases.boundary_shapes(get_kernel("gemm_sm80_tn_f16_128x128x64_s3_splitk16"))


@pytest.mark.gpu
@pytest.mark.parametrize("name", [kernel.name for kernel in get_kernels(metadata_filter={"family": "gemm_sm80_splitk"})])
def test_long_k_matches_torch_on_gpu(name: str) -> None:
    """K >> M·N, the shape split-K is for, and a ragged M, N with the longest K."""
    cases = [RunCase("normal", (256, 256, 65536)), RunCase("normal", (200, 136, 131072)), RunCase("large", (128, 128, 8192))]
    reports = run_cases(name, cases)
    bad = [report.describe_failure() for report in reports if not report.ok]
    assert not bad, "\n".join(bad)
