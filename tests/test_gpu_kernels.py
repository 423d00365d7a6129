"""Every registered instance, run on the GPU against torch (skipped without a GPU).

Each run is a child process (`cute_ir.gpu_run`), so a hung kernel fails its own test only.
"""

from __future__ import annotations

import pytest

from cute_ir import registry
from cute_ir.gpu_run import run_instance

pytestmark = pytest.mark.gpu

# second, awkward shapes for our own families: a single partial tile, tiny and long rows
EXTRA_SHAPES = {
    "ElementwiseKernel": [(3, 40), (4097, 8200)],
    "NaiveGemmKernel": [(5, 7, 3), (129, 65, 300)],
    "RowReductionKernel": [(3, 8), (17, 20000)],
}


@pytest.mark.parametrize("name", [kernel.name for kernel in registry.all_kernels()])
def test_instance_matches_torch(name: str) -> None:
    report = run_instance(name)
    assert report.ok, (
        f"{report.mismatches} mismatches, first at out{report.first_mismatch}; "
        f"max abs {report.max_abs_error:.3g}, max rel {report.max_rel_error:.3g}"
    )


@pytest.mark.parametrize(
    "name, shape",
    [
        (kernel.name, shape)
        for kernel in registry.all_kernels()
        for shape in EXTRA_SHAPES.get(kernel.metadata.kernel_class, [])
    ],
)
def test_instance_matches_torch_on_awkward_shapes(name: str, shape: tuple[int, ...]) -> None:
    report = run_instance(name, shape)
    assert report.ok, (
        f"{report.mismatches} mismatches, first at out{report.first_mismatch}; "
        f"max abs {report.max_abs_error:.3g}, max rel {report.max_rel_error:.3g}"
    )
