"""Conv2d fprop as an implicit GEMM (kernels/conv2d.py). CPU: what it takes and refuses, the sweep's
problems, the torch reference, one capture of the example (stride 2, padding 1, ragged N·P·Q).
GPU (marker `gpu`): stride, padding and dilation against torch.nn.functional.conv2d (every distribution
and boundary problem of each instance runs in tests/test_gpu_kernels.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cute_ir.gpu import cases as gpu_cases
from cute_ir.gpu import run as gpu_run
from cute_ir.errors import BadInputError
from cute_ir.gpu.run import RunCase, run_cases
from cute_ir.kernels import Conv2dArguments
from cute_ir.registry import OperandSpec, get_kernel, get_kernels
from gpu_reports import assert_every_case_passed

F16 = "conv2d_fprop_sm80_nhwc_f16_128x128x64_s3"
BF16 = "conv2d_fprop_sm80_nhwc_bf16_128x128x32_s4"


def _args(
    dtype: str = "f16", nhwc: tuple[int, int, int, int] = (2, 28, 28, 64), krs: tuple[int, int, int] = (128, 3, 3),
    stride: int = 1, padding: int = 1, dilation: int = 1, out: tuple[int, ...] | None = None,
) -> Conv2dArguments:
    n, h, w, c = nhwc
    k, r, s = krs
    if out is None:
        p, q = Conv2dArguments.output_size((h, w), (r, s), (stride,) * 2, (padding,) * 2, (dilation,) * 2)
        out = (n, p, q, k)
    return Conv2dArguments(
        activation=OperandSpec(dtype, nhwc), filter=OperandSpec(dtype, (k, r, s, c)),
        out=OperandSpec(dtype, out),
        stride=(stride, stride), padding=(padding, padding), dilation=(dilation, dilation),
    )


def test_get_kernels_finds_the_instances_of_the_arguments_dtype() -> None:
    found = [kernel.name for kernel in get_kernels(_args("f16", stride=2, padding=3, dilation=2))]
    assert F16 in found and BF16 not in found
    assert BF16 in [kernel.name for kernel in get_kernels(_args("bf16"))]
    kernel = get_kernel(F16)
    assert kernel.metadata.family == "conv2d_fprop_sm80" and kernel.metadata.tags["conv"] == "fprop"
    assert kernel.metadata.layout == "nhwc" and kernel.metadata.min_cc == 80


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (_args(nhwc=(2, 28, 28, 12)), "not a multiple of 8"),  # C = 12
        (_args(krs=(100, 3, 3)), "not a multiple of 8"),  # K = 100
        (_args(out=(2, 27, 28, 128)), "expected (N, P, Q, K) = (2, 28, 28, 128)"),
        (_args(stride=0, out=(2, 28, 28, 128)), "stride must be two integers >= 1"),
        (_args(nhwc=(1, 4, 4, 8), krs=(8, 7, 7), padding=0, out=(1, 1, 1, 8)), "does not fit"),
        (_args("bf16"), "dtype bf16, this kernel takes f16"),
    ],
)
def test_refuses_what_it_cannot_compute_and_says_why(args: Conv2dArguments, message: str) -> None:
    status = get_kernel(F16).supports(args)
    assert not status and message in status.error


def test_refuses_a_strided_activation() -> None:
    import torch

    args = _args(nhwc=(1, 8, 8, 16), krs=(8, 1, 1), padding=0)
    wide = torch.zeros(1, 8, 16, 16, dtype=torch.float16)[:, :, :8, :]  # rows 16 pixels apart
    status = get_kernel(F16).supports(Conv2dArguments(wide, torch.zeros(8, 1, 1, 16, dtype=torch.float16),
                                                      torch.zeros(1, 8, 8, 8, dtype=torch.float16)))
    assert args and not status and "must be contiguous" in status.error


def test_sweep_problems_are_ones_it_takes_and_straddle_the_tiles() -> None:
    kernel = get_kernel(BF16)
    shapes = gpu_cases.boundary_shapes(kernel)
    pixels = []
    for shape in shapes:
        args = gpu_run._torch_arguments(kernel.example_arguments(), shape, device="cpu")
        assert kernel.supports(args), (shape, kernel.supports(args).error)
        n, p, q, k = args.out.shape
        pixels.append(n * p * q)
    assert any(count % 128 for count in pixels) and any(shape[3] % 64 for shape in shapes)
    assert {shape[7] for shape in shapes} >= {1, 2} and {shape[9] for shape in shapes} >= {1, 2}
    with pytest.raises(BadInputError, match="N,H,W,C,K"):
        gpu_run._torch_arguments(kernel.example_arguments(), (8, 8, 16), device="cpu")


@pytest.mark.parametrize("name", [F16, "conv2d_dgrad_sm80_nhwc_f16_128x128x64_s3", "conv2d_wgrad_sm80_nhwc_f16_128x128x32_s4"])
def test_run_takes_a_convolution_shape_and_refuses_others(name: str) -> None:
    """`cute-ir run --shape` of a Conv2d is N,H,W,C,K or the ten-value form, checked before any GPU work."""
    example = get_kernel(name).example_arguments()
    assert gpu_run.parse_shape("2,9,9,8,16", example) == (2, 9, 9, 8, 16)
    assert gpu_run.parse_shape("1,6,5,8,16,3,3,2,0,2", example) == (1, 6, 5, 8, 16, 3, 3, 2, 0, 2)
    for bad, message in (("1,2,3", "N,H,W,C,K"), ("2,9,9,0,16", "positive"), ("1,4,4,8,8,7,7,1,0,1", "leaves no output pixel")):
        with pytest.raises(BadInputError, match=message):
            gpu_run.parse_shape(bad, example)


def test_reference_is_torch_conv2d_in_npqk_order() -> None:
    import torch

    kernel = get_kernel(F16)
    args = gpu_run._torch_arguments(kernel.example_arguments(), (1, 6, 5, 8, 16, 3, 3, 2, 1, 2), device="cpu")
    reference = gpu_run._reference(kernel, args)
    assert reference.shape == args.out.shape == (1, 2, 2, 16)
    x = args.activation.double()
    w = args.filter.double()
    # out[0, 1, 0, k]: p = 1, q = 0 sees rows 2·1 - 1 + 2·r, columns -1 + 2·s (the padding where < 0)
    expected = sum(
        (x[0, 1 + 2 * r, -1 + 2 * s] * w[:, r, s]).sum(dim=-1) for r in range(3) for s in range(3) if 0 <= -1 + 2 * s < 5
    )
    assert torch.allclose(reference[0, 1, 0], expected)
    _, atol = gpu_run._tolerance(kernel, args)
    assert atol.shape == reference.shape and float(atol.min()) > 0


@pytest.fixture(scope="module")
def example_trace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from cute_ir.golden.check import capture

    return capture(F16, "sm_90a", tmp_path_factory.mktemp("conv")).root


def test_example_compiles_on_the_cpu_to_mma_sync_and_cp_async(example_trace: Path) -> None:
    ptx = (example_trace / "artifacts" / "kernel.ptx").read_text()
    assert "mma.sync.aligned.m16n8k16" in ptx and "cp.async.cg.shared.global" in ptx and "ldmatrix" in ptx


@pytest.mark.gpu
@pytest.mark.parametrize("name", [kernel.name for kernel in get_kernels(metadata_filter={"family": "conv2d_fprop_sm80"})])
def test_stride_padding_dilation_match_torch_on_gpu(name: str) -> None:
    """ResNet-50's 3x3 and its strided 1x1 downsample, a dilated 3x3, large magnitudes on a ragged one."""
    cases = [
        RunCase("normal", (4, 56, 56, 64, 64, 3, 3, 1, 1, 1)),
        RunCase("normal", (4, 56, 56, 256, 512, 1, 1, 2, 0, 1)),
        RunCase("normal", (2, 33, 35, 32, 40, 3, 3, 1, 3, 3)),
        RunCase("large", (3, 17, 19, 40, 136, 3, 3, 2, 1, 1)),
    ]
    reports = run_cases(name, cases)
    assert_every_case_passed(reports)
