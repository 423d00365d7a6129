"""Every registered instance, run on the GPU against a float64 torch reference (skipped without a GPU).

Each instance is checked on every value distribution its family takes (large magnitudes, -inf masks,
NaN, subnormals, ...; `cute_ir.gpu.cases`) and on shapes at and around its vector and tile
boundaries; row and elementwise instances also on row lengths 1, 7, 33, 1000, 50257, 100003. Each
instance's cases run in one child process (`cute_ir.gpu.run`), so a hung kernel fails its own test only.
"""

from __future__ import annotations

import pytest

from checked_instances import checked_instances
from cute_ir import registry
from cute_ir.gpu import cases as gpu_cases
from cute_ir.gpu.run import RunCase, run_cases, run_instance
from gpu_reports import assert_every_case_passed

pytestmark = pytest.mark.gpu

ALL = checked_instances()  # NVIDIA's operators: a stratified sample in tests/test_gpu_operators.py
ROW_AND_ELEMENTWISE = [
    kernel.name for kernel in registry.all_kernels()
    if kernel.metadata.kernel_class in ("RowReductionKernel", "ElementwiseKernel")
]


def _skip_where_this_gpu_cannot_run(name: str) -> None:
    """An operator for another GPU (sm_100a on an H100) is refused by `run` (tests/test_cutlass_operators.py)."""
    import torch

    major, minor = torch.cuda.get_device_capability()
    reason = registry.get_kernel(name).cannot_run_on(major * 10 + minor)
    if reason:
        pytest.skip(reason)


@pytest.mark.parametrize("name", ALL)
def test_instance_matches_torch(name: str) -> None:
    _skip_where_this_gpu_cannot_run(name)
    report = run_instance(name)
    assert report.ok, report.describe_failure()


@pytest.mark.parametrize("name", ALL)
def test_instance_on_adversarial_values(name: str) -> None:
    """Every distribution on the example (ragged) shape, and normal values on the boundary shapes."""
    _skip_where_this_gpu_cannot_run(name)
    kernel = registry.get_kernel(name)
    cases = [RunCase(distribution) for distribution in gpu_cases.distributions_for(kernel, "all")]
    cases += [RunCase("normal", shape) for shape in gpu_cases.boundary_shapes(kernel)]
    reports = run_cases(name, cases)
    assert_every_case_passed(reports)


@pytest.mark.parametrize("name", ROW_AND_ELEMENTWISE)
def test_any_row_length_on_hard_values(name: str) -> None:
    """The tail path on the issue's lengths, with the values that broke softmax."""
    kernel = registry.get_kernel(name)
    hard = [d for d in ("large", "one_hot", "masked", "nan") if d in gpu_cases.distributions_for(kernel, "all")]
    cases = [RunCase(distribution, shape) for shape in gpu_cases.any_length_shapes(kernel) for distribution in hard]
    reports = run_cases(name, cases)
    assert_every_case_passed(reports)


def test_tensor_core_gemm_at_long_k_within_the_accumulation_bound() -> None:
    """M = N = 128, K = 65536: fp32 accumulation error reaches ~0.03 on outputs of magnitude ~256,
    within sqrt(K)·u·(|A||B|) (docs/results/gpu-results.md, "GEMM at long K")."""
    report = run_instance("gemm_sm80_tn_f16_128x256x64_s3", (128, 128, 65536))
    assert report.ok, report.describe_failure()
