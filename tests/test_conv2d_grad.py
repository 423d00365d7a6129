"""Conv2d dgrad and wgrad as implicit GEMMs (kernels/conv2d_grad.py). CPU: the kind in the arguments and
which instance takes it, the torch reference against autograd, the tolerance's reduction length,
wgrad's split plan, one capture of each example. GPU (marker `gpu`): strides, padding, dilation, ragged
shapes and large magnitudes against the float64 reference (every distribution and boundary problem of
each instance also runs in tests/test_gpu_kernels.py)."""

from __future__ import annotations

import pytest

from cute_ir.gpu import run as gpu_run
from cute_ir.gpu.run import RunCase, run_cases
from cute_ir.kernels import Conv2dArguments
from cute_ir.registry import OperandSpec, get_kernel, get_kernels
from gpu_reports import assert_every_case_passed

FPROP = "conv2d_fprop_sm80_nhwc_f16_128x128x64_s3"
DGRAD = "conv2d_dgrad_sm80_nhwc_f16_128x128x64_s3"
WGRAD = "conv2d_wgrad_sm80_nhwc_f16_128x128x32_s4"
DGRAD_BF16 = "conv2d_dgrad_sm80_nhwc_bf16_128x128x64_s3"
WGRAD_BF16 = "conv2d_wgrad_sm80_nhwc_bf16_128x128x32_s4"
STRIDED = "conv2d_dgrad_strided_sm80_nhwc_f16_128x128x64_s3"
STRIDED_BF16 = "conv2d_dgrad_strided_sm80_nhwc_bf16_128x128x64_s3"


def _args(kind: str, nhwc: tuple[int, int, int, int] = (2, 28, 28, 64), krs: tuple[int, int, int] = (128, 3, 3),
          stride: int = 2, padding: int = 1, dilation: int = 1, dtype: str = "f16") -> Conv2dArguments:
    n, h, w, c = nhwc
    k, r, s = krs
    p, q = Conv2dArguments.output_size((h, w), (r, s), (stride,) * 2, (padding,) * 2, (dilation,) * 2)
    return Conv2dArguments(
        activation=OperandSpec(dtype, nhwc), filter=OperandSpec(dtype, (k, r, s, c)), out=OperandSpec(dtype, (n, p, q, k)),
        stride=(stride, stride), padding=(padding, padding), dilation=(dilation, dilation), conv_kind=kind,
    )


@pytest.mark.parametrize(("kind", "name", "dtype"), [
    ("fprop", FPROP, "f16"), ("dgrad", DGRAD, "f16"), ("wgrad", WGRAD, "f16"), ("dgrad", DGRAD_BF16, "bf16"),
    ("wgrad", WGRAD_BF16, "bf16"),
])
def test_get_kernels_finds_the_instances_of_the_kind(kind: str, name: str, dtype: str) -> None:
    found = [kernel.name for kernel in get_kernels(_args(kind, stride=2, dilation=2, dtype=dtype))]
    assert name in found
    assert all(get_kernel(other).metadata.tags["conv"] == kind for other in found)
    assert all(get_kernel(other).metadata.operands["out"].dtype == dtype for other in found)
    assert get_kernel(name).metadata.tags["conv"] == kind and get_kernel(name).metadata.family == f"conv2d_{kind}_sm80"


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_dgrad_has_a_predicated_and_a_strided_instance_per_dtype(dtype: str) -> None:
    found = {kernel.name for kernel in get_kernels(_args("dgrad", dtype=dtype), cc=80)}  # the SM90 ones: test_conv2d_sm90
    predicated, strided = {"f16": (DGRAD, STRIDED), "bf16": (DGRAD_BF16, STRIDED_BF16)}[dtype]
    assert found == {predicated, strided}
    assert get_kernel(strided).metadata.tags["variant"] == "strided" and "variant" not in get_kernel(predicated).metadata.tags


def test_strided_dgrad_workspace_holds_one_phase_image_per_stride_residue() -> None:
    """(sh·sw, N·⌈H/sh⌉·⌈W/sw⌉, C) in dX's dtype: ragged H and W give every phase the largest phase's
    extent; stride 1 is one phase of dX's size."""
    kernel = get_kernel(STRIDED)
    args = _args("dgrad", nhwc=(2, 29, 30, 24), krs=(72, 3, 3), stride=2)
    assert kernel.workspace_spec(args).shape == (4, 2 * 15 * 15, 24)
    assert kernel.get_workspace_size(args) == 2 * 4 * 450 * 24
    assert kernel.workspace_spec(_args("dgrad", nhwc=(3, 10, 11, 8), krs=(8, 5, 5), stride=3)).shape == (9, 3 * 4 * 4, 8)
    assert kernel.workspace_spec(_args("dgrad", nhwc=(2, 9, 7, 8), stride=1)).shape == (1, 2 * 9 * 7, 8)


def test_strided_dgrad_refuses_phase_images_past_32_bit_offsets() -> None:
    """dX itself fits (16377² · 8 < 2^31), but at stride 8 the phase images round 16377 rows and
    columns up to 8 · 2048 = 16384."""
    args = _args("dgrad", nhwc=(1, 16377, 16377, 8), krs=(8, 3, 3), stride=8)
    assert get_kernel(DGRAD).supports(args)
    status = get_kernel(STRIDED).supports(args)
    assert not status and "phase images of dX (workspace (64, 4194304, 8))" in status.error
    assert "32-bit offsets" in status.error


def test_an_instance_of_another_kind_says_which_it_computes() -> None:
    status = get_kernel(FPROP).supports(_args("wgrad"))
    assert not status and "computes the fprop of a Conv2d; the arguments ask for wgrad" in status.error
    status = get_kernel(DGRAD).supports(_args("backward"))
    assert not status and "conv_kind 'backward': a Conv2d is one of fprop, dgrad, wgrad" in status.error


@pytest.mark.parametrize("name", [DGRAD, WGRAD, DGRAD_BF16, WGRAD_BF16])
def test_reference_is_autograd_of_conv2d_and_fills_only_the_result_with_nan(name: str) -> None:
    """The reference equals autograd's gradient of torch.nn.functional.conv2d (fp64) for the written
    operand; that operand starts as NaN, the two inputs are finite."""
    import torch

    kernel = get_kernel(name)
    shape = (2, 9, 7, 8, 16, 3, 3, 2, 2, 2)  # stride 2, padding 2, dilation 2: taps off the grid and in the padding
    args = gpu_run._torch_arguments(kernel.example_arguments(), shape, device="cpu", seed=3)
    written = args.result_operand()
    assert written == {"dgrad": "activation", "wgrad": "filter"}[args.conv_kind]
    assert all(tensor.isnan().all() == (operand == written) for operand, tensor in args.operands().items())
    # the gradient does not depend on the tensor it is the gradient of: its NaN start is replaced by zeros
    x = args.activation.double().nan_to_num(0.0).permute(0, 3, 1, 2).requires_grad_()
    w = args.filter.double().nan_to_num(0.0).permute(0, 3, 1, 2).requires_grad_()
    y = torch.nn.functional.conv2d(x, w, stride=args.stride, padding=args.padding, dilation=args.dilation)
    y.backward(args.out.double().permute(0, 3, 1, 2))
    expected = {"dgrad": x.grad, "wgrad": w.grad}[args.conv_kind].permute(0, 2, 3, 1)
    reference = gpu_run._reference(kernel, args)
    assert reference.shape == args.output().shape == args.operands()[written].shape
    assert torch.allclose(reference, expected)


def test_tolerance_grows_with_the_kinds_reduction_length() -> None:
    """dgrad sums K·R·S products, wgrad N·P·Q: the same operands give wgrad a wider bound at a large batch."""
    small, large = (_args("wgrad", nhwc=(n, 14, 14, 8), krs=(8, 3, 3), stride=1) for n in (1, 16))
    assert (small.reduction_length(), large.reduction_length()) == (196, 3136)
    assert _args("dgrad", krs=(128, 3, 3)).reduction_length() == 1152 and _args("fprop").reduction_length() == 576


def test_wgrad_splits_the_reduction_into_nonempty_slices_that_fill_the_gpu() -> None:
    kernel = get_kernel(WGRAD)
    # ResNet-50 conv2_x at batch 32: K x R·S·C = 64 x 576 is 5 tiles, the reduction 100352 pixels = 3136 k-tiles
    args = _args("wgrad", nhwc=(32, 56, 56, 64), krs=(64, 3, 3), stride=1)
    splits, per_split = kernel.split_plan(args)
    assert 5 * splits >= 264 and (splits - 1) * per_split < 3136 <= splits * per_split
    assert kernel.get_workspace_size(args) == 4 * splits * 64 * 576
    tiny = _args("wgrad", nhwc=(1, 4, 4, 8), krs=(8, 1, 1), stride=1, padding=0)  # one k-tile: one slice
    assert kernel.split_plan(tiny) == (1, 1)


@pytest.fixture(scope="module")
def example_ptx(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    from cute_ir.golden.check import capture

    return {name: (capture(name, "sm_90a", tmp_path_factory.mktemp(name)).root / "artifacts" / "kernel.ptx").read_text()
            for name in (DGRAD, WGRAD, STRIDED)}


def test_examples_compile_on_the_cpu_to_mma_sync_and_cp_async(example_ptx: dict[str, str]) -> None:
    for ptx in example_ptx.values():
        assert "mma.sync.aligned.m16n8k16" in ptx and "cp.async.cg.shared.global" in ptx and "ldmatrix" in ptx
    # N-major B (the filter along C; X along C) is read transposed; wgrad's second kernel sums the slices
    assert "ldmatrix.sync.aligned.m8n8.x4.trans" in example_ptx[DGRAD]
    assert "sum_slices" in example_ptx[WGRAD] and "sum_slices" not in example_ptx[DGRAD]


def test_strided_dgrad_moves_its_phase_images_into_dx_in_16_byte_vectors(example_ptx: dict[str, str]) -> None:
    """The second kernel of the strided instance copies whole 8-channel vectors (one load, one store),
    or stores a zero vector where no tap lands on the pixel's phase (its image was not computed)."""
    ptx = example_ptx[STRIDED]
    scatter = ptx[ptx.index(".entry", ptx.index("scatter_phases") - 200):]
    scatter = scatter[:scatter.index("\n}")]
    assert "scatter_phases" not in example_ptx[DGRAD]
    assert scatter.count("ld.global.v4.b32") == 1 and scatter.count("st.global.v4.b32") == 2
    assert "{0, 0, 0, 0}" in scatter
    assert "mma.sync" not in scatter


# ResNet-50's 3x3 and its strided 1x1 downsample, a strided 3x3 whose last rows get no tap, a dilated
# 3x3 with padding wider than the filter reaches, large magnitudes on a ragged stride-2 one, and a long
# reduction (wgrad: N·P·Q = 25088 split into slices); tests/test_conv2d_sm90.py runs them too
GPU_CASES = (
    RunCase("normal", (4, 56, 56, 64, 64, 3, 3, 1, 1, 1)),
    RunCase("normal", (4, 28, 28, 256, 512, 1, 1, 2, 0, 1)),
    RunCase("normal", (3, 18, 17, 40, 136, 3, 3, 2, 0, 1)),
    RunCase("normal", (2, 33, 35, 32, 40, 3, 3, 1, 3, 3)),
    RunCase("large", (3, 17, 19, 40, 136, 3, 3, 2, 1, 1)),
    RunCase("normal", (8, 56, 56, 16, 32, 3, 3, 1, 1, 1)),
)


@pytest.mark.gpu
@pytest.mark.parametrize("name", [DGRAD, WGRAD, DGRAD_BF16, WGRAD_BF16, STRIDED, STRIDED_BF16])
def test_gradients_match_torch_on_gpu(name: str) -> None:
    """GPU_CASES, and dilation with stride: 2 and 2 (odd rows get no tap), 3 and 3 (two phases of
    three get none), a 5x5 at stride 4, dilation 2 (taps two apart land on one phase)."""
    cases = [
        *GPU_CASES,
        RunCase("normal", (2, 21, 22, 24, 40, 3, 3, 2, 2, 2)),
        RunCase("normal", (2, 20, 19, 16, 24, 3, 3, 3, 1, 3)),
        RunCase("normal", (1, 23, 25, 8, 16, 5, 5, 4, 2, 2)),
    ]
    reports = run_cases(name, cases)
    assert_every_case_passed(reports)
