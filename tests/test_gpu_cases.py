"""cute_ir.gpu.cases: each value distribution draws what it names, each family gets only the ones its
torch reference defines, and the sweep shapes sit on the instance's vector and tile boundaries."""

from __future__ import annotations

from typing import Any

import pytest

from checked_instances import checked_instances
from cute_ir.problems.base import ANY_LENGTHS
from cute_ir import kernels, registry
from cute_ir.gpu import cases as gpu_cases
from cute_ir.gpu import run as gpu_run
from cute_ir.errors import BadInputError
from cute_ir.registry.dtypes import itemsize

torch = pytest.importorskip("torch")


def _draw(name: str, dtype: str = "f32", shape: tuple[int, ...] = (9, 40)) -> Any:
    generator = torch.Generator(device="cpu").manual_seed(0)
    torch_dtype = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}[dtype]
    return gpu_cases.DISTRIBUTIONS[name].draw(torch, shape, torch_dtype, dtype, generator)


@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16"])
def test_distributions_draw_what_they_name(dtype: str) -> None:
    assert (_draw("zeros", dtype) == 0).all()
    equal = _draw("equal", dtype)
    assert (equal == equal[:, :1]).all() and equal[:, 0].unique().numel() > 1
    huge = float(torch.tensor(gpu_cases.HUGE[dtype]).to(_draw("zeros", dtype).dtype))  # as the dtype holds it
    one_hot = _draw("one_hot", dtype).double()
    assert ((one_hot == huge).sum(dim=-1) == 1).all()
    assert (_draw("equal_negative", dtype).double() == -huge).all()
    large = _draw("large", dtype).double().abs()
    assert large.max() > 0.5 * gpu_cases.LARGE[dtype] and large.isfinite().all()
    near_max = _draw("near_max", dtype).double().abs()
    top = torch.finfo(_draw("zeros", dtype).dtype).max
    assert 0.3 * top < near_max.max() <= 0.45 * top
    subnormal = _draw("denormal", dtype).double().abs()
    assert (subnormal < torch.finfo(_draw("zeros", dtype).dtype).tiny).all() and (subnormal > 0).any()
    nan = _draw("nan", dtype, (64, 400)).isnan().float().mean()
    assert 0.005 < nan < 0.02
    inf = _draw("inf", dtype, (64, 400))
    assert (inf == float("inf")).any() and (inf == -float("inf")).any()


def test_masked_rows_are_whole_rows_and_row_tails() -> None:
    masked = _draw("masked", shape=(9, 40))
    assert (masked[0::3] == -float("inf")).all()
    for row in masked[1::3]:
        first = int((row == -float("inf")).nonzero()[0])
        assert (row[first:] == -float("inf")).all() and row[:first].isfinite().all()
    assert masked[2::3].isfinite().all()


@pytest.mark.parametrize("name", checked_instances())  # NVIDIA's operators: tests/test_gpu_operators.py
def test_every_family_distribution_has_a_reference(name: str) -> None:
    """Each distribution the instance is checked on builds operands and a reference that is not all NaN."""
    kernel = registry.get_kernel(name)
    small = {"gemm": (8, 8, 16), "gemm_epilogue": (8, 8, 16), "conv2d": (1, 6, 5, 8, 16, 3, 3, 2, 1, 2),
             "grouped_gemm": (8, 8, 16, 0, 8, 8, 3, 16, 8)}.get(gpu_cases.problem_kind(kernel), (3, 40))
    for distribution in gpu_cases.distributions_for(kernel, "all"):
        args = gpu_run._torch_arguments(kernel.example_arguments(), small, device="cpu", distribution=distribution)
        reference = gpu_run._reference(kernel, args)
        assert reference.shape == args.output().shape
        assert not reference.isnan().all() or distribution in ("nan", "masked") and kernel.metadata.family == "softmax"


def test_softmax_reference_of_a_masked_row_is_nan_as_torch_defines() -> None:
    kernel = registry.get_kernel("softmax_sm80_f32_t128")
    args = gpu_run._torch_arguments(kernel.example_arguments(), (3, 40), device="cpu", distribution="masked")
    reference = gpu_run._reference(kernel, args)
    assert reference[0].isnan().all() and reference[2].isfinite().all()
    assert torch.allclose(reference[1].nan_to_num().sum(), torch.tensor(1.0, dtype=torch.float64))


def test_distribution_names_are_checked() -> None:
    rms = registry.get_kernel("rmsnorm_sm80_f32_t128")
    assert gpu_cases.distributions_for(rms, "large,nan") == ("large", "nan")
    with pytest.raises(BadInputError, match="unknown distribution gaussian"):
        gpu_cases.distributions_for(rms, "gaussian")
    with pytest.raises(BadInputError, match="not checked on inf"):
        gpu_cases.distributions_for(rms, "inf")


@pytest.mark.parametrize("name", [k.name for k in registry.all_kernels() if k.metadata.kernel_class == "RowReductionKernel"])
def test_row_sweep_straddles_vectors_and_chunks_and_every_shape_is_supported(name: str) -> None:
    kernel = registry.get_kernel(name)
    vector = 16 // itemsize(kernel.dtype)
    chunk = kernel.metadata.design.tile_shape[1]
    lengths = {shape[1] for shape in gpu_cases.boundary_shapes(kernel)}
    assert {vector - 1, vector, vector + 1, chunk - 1, chunk, chunk + 1} <= lengths
    assert set(ANY_LENGTHS) <= lengths
    for shape in gpu_cases.boundary_shapes(kernel):
        args = gpu_run._torch_arguments(kernel.example_arguments(), shape, device="cpu")
        assert kernel.supports(args), (shape, kernel.supports(args).error)
        aligned = shape[1] % vector == 0
        assert kernel.specialization(args) == ((vector,) if aligned else (1,))


@pytest.mark.parametrize("name", [k.name for k in registry.all_kernels() if k.metadata.kernel_class == "ElementwiseKernel"])
def test_elementwise_takes_any_shape_and_any_alignment(name: str) -> None:
    kernel = registry.get_kernel(name)
    for shape in gpu_cases.boundary_shapes(kernel):
        args = gpu_run._torch_arguments(kernel.example_arguments(), shape, device="cpu")
        assert kernel.supports(args), (shape, kernel.supports(args).error)
    args = gpu_run._torch_arguments(kernel.example_arguments(), (4, 64), device="cpu")
    assert kernel.specialization(args) != (1,)
    shifted = torch.zeros(4 * 64 + 1, dtype=args.A.dtype)[1:].reshape(4, 64)  # one element past an aligned address
    moved = kernels.ElementwiseArguments(shifted, args.B, args.out)
    assert kernel.supports(moved) and kernel.specialization(moved) == (1,)
    strided = kernels.ElementwiseArguments(*(torch.zeros(4, 65, dtype=args.A.dtype)[:, :64] for _ in range(3)))
    assert kernel.supports(strided) and kernel.specialization(strided) == (1,)  # rows 65 elements apart


@pytest.mark.parametrize("name", checked_instances())  # NVIDIA's operators: tests/test_gpu_operators.py
def test_every_boundary_shape_is_one_the_instance_takes(name: str) -> None:
    kernel = registry.get_kernel(name)
    for shape in gpu_cases.boundary_shapes(kernel):
        args = gpu_run._torch_arguments(kernel.example_arguments(), shape, device="cpu")
        assert kernel.supports(args), (shape, kernel.supports(args).error)


def test_any_length_shapes_are_the_issue_lengths() -> None:
    softmax = registry.get_kernel("softmax_sm80_f16_t128")
    assert [shape[1] for shape in gpu_cases.any_length_shapes(softmax)] == [1, 7, 33, 1000, 50257, 100003]
    with pytest.raises(BadInputError, match="row and elementwise"):
        gpu_cases.any_length_shapes(registry.get_kernel("gemm_sm80_tn_f16_128x256x64_s3"))
