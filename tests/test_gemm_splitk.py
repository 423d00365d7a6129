"""Split-K GEMMs (kernels/gemm_splitk.py). Parallel: K slices as a batched SM80 GEMM into an fp32
workspace, then a reduction kernel. Serial: the slices' CTAs add their partial sums in slice order in
the epilogue, through a per-tile flag, and the last applies the epilogue.

CPU: what each takes and refuses, its workspace, its boundary shapes, how `get_kernels` tells the modes
apart (`GemmArguments.split_k_mode`). GPU (marker `gpu`): at K >> M·N against the float64 reference;
serial split-K bit-identical run to run and to parallel split-K of the same slices (every registered
instance's distributions and boundary shapes also run in tests/test_gpu_kernels.py)."""

from __future__ import annotations

import pytest

from cute_ir.errors import BadInputError
from cute_ir.gpu import cases as gpu_cases
from cute_ir.gpu import run as gpu_run
from cute_ir.gpu.run import RunCase, run_cases
from cute_ir.kernels.gemm_sm80 import Sm80GemmConfig
from cute_ir.kernels.gemm_splitk import Sm80SerialSplitKGemmKernel, Sm80SplitKGemmKernel, serial_workspace_words
from cute_ir.problems import EpilogueArguments, GemmArguments
from cute_ir.registry import OperandSpec, get_kernel, get_kernels
from gpu_reports import assert_every_case_passed

SPLIT4 = "gemm_sm80_tn_bf16_128x128x64_s3_splitk4"
SERIAL4 = "gemm_sm80_tn_bf16_128x128x64_s3_serialk4_bias_relu"
BIAS_RELU = "relu(alpha * acc + bias_n)"
CONFIG = Sm80GemmConfig(128, 128, 64, stages=3, warps_m=2, warps_n=2)  # both registered bf16 split-K instances'


def _args(
    batch: int = 1, m: int = 512, n: int = 256, k: int = 4096, epilogue: str | None = None, **split_k: object
) -> GemmArguments:
    fused = None if epilogue is None else EpilogueArguments(epilogue, bias_n=OperandSpec("bf16", (n,)))
    return GemmArguments(
        A=OperandSpec("bf16", (batch, m, k)),
        B=OperandSpec("bf16", (batch, k, n), (k * n, 1, k)),
        out=OperandSpec("bf16", (batch, m, n)),
        epilogue=fused,
        **split_k,
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


def test_get_kernels_tells_serial_from_parallel_split_k() -> None:
    def found(args: GemmArguments) -> list[str]:
        return [kernel.name for kernel in get_kernels(args) if kernel.metadata.family.startswith("gemm_sm80")]

    assert found(_args(epilogue=BIAS_RELU, split_k_mode="serial")) == [SERIAL4]
    assert found(_args(epilogue=BIAS_RELU)) == [SERIAL4]  # no mode asked: whichever fuses the epilogue
    assert found(_args(epilogue=BIAS_RELU, split_k_mode="parallel")) == []
    assert found(_args(split_k_mode="parallel")) == [SPLIT4]
    assert found(_args(split_k_mode="parallel", split_k_slices=16)) == []  # the f16 instance has 16
    assert found(_args(split_k_mode="serial")) == []  # no plain serial instance is registered
    unsplit = found(_args(split_k_mode="none"))
    assert unsplit and not [name for name in unsplit if "splitk" in name or "serialk" in name]
    assert SPLIT4 in found(_args()) and "gemm_sm80_tn_bf16_128x128x64_s3" in found(_args())
    assert [kernel.name for kernel in get_kernels(metadata_filter={"split_k": "serial"})] == [SERIAL4]
    assert get_kernel(SERIAL4).metadata.tags["split_k"] == "serial"
    assert get_kernel(SPLIT4).metadata.tags["split_k"] == "parallel"


def test_split_k_refusals_name_the_mode() -> None:
    serial = Sm80SerialSplitKGemmKernel("tn", "bf16", CONFIG, 4)
    assert serial.name == "gemm_sm80_tn_bf16_128x128x64_s3_serialk4" and serial.metadata.epilogue == "acc"
    assert serial.supports(_args(split_k_mode="serial", split_k_slices=4))
    refusals = {
        "parallel": (_args(split_k_mode="parallel"), "split_k_mode 'parallel': this instance's split-K is 'serial'"),
        "slices": (_args(split_k_slices=8), "split_k_slices 8: this instance splits K into 4"),
        "ragged K": (_args(k=4104), "not a multiple of 32"),
        "batched": (_args(batch=2), "batch extent 1"),
    }
    for reason, (args, message) in refusals.items():
        status = serial.supports(args)
        assert not status and message in status.error, reason
    plain = get_kernel("gemm_sm80_tn_bf16_128x128x64_s3").supports(_args(split_k_mode="serial"))
    assert not plain and "this instance's split-K is 'none'" in plain.error
    with pytest.raises(ValueError, match="parallel split-K applies no fused epilogue"):
        Sm80SplitKGemmKernel("tn", "bf16", CONFIG, 4, "bias_relu", BIAS_RELU)
    with pytest.raises(BadInputError, match="split_k_mode 'stream-k': choose one of none, serial, parallel"):
        _args(split_k_mode="stream-k")
    with pytest.raises(BadInputError, match="split_k_slices 0: a positive integer"):
        _args(split_k_slices=0)


def test_serial_workspace_is_whole_tile_sums_then_one_flag_per_tile() -> None:
    kernel = get_kernel(SERIAL4)
    args = _args(m=300, n=200, epilogue=BIAS_RELU)
    tiles = 3 * 2  # 128x128 tiles over 300 x 200
    assert serial_workspace_words(300, 200, CONFIG) == 384 * 256 + tiles
    spec = kernel.workspace_spec(args)
    assert spec.dtype == "f32" and spec.shape == (384 * 256 + tiles,)
    assert kernel.get_workspace_size(args) == 4 * (384 * 256 + tiles)
    example = kernel.example_arguments()
    assert kernel.supports(example) and tuple(example.epilogue.bias_n.shape) == (1048,)


@pytest.mark.gpu
@pytest.mark.parametrize("name", [kernel.name for kernel in get_kernels(metadata_filter={"family": "gemm_sm80_splitk"})])
def test_long_k_matches_torch_on_gpu(name: str) -> None:
    """K >> M·N, the shape split-K is for, and a ragged M, N with the longest K."""
    cases = [RunCase("normal", (256, 256, 65536)), RunCase("normal", (200, 136, 131072)), RunCase("large", (128, 128, 8192))]
    reports = run_cases(name, cases)
    assert_every_case_passed(reports)


# ragged M and N (not multiples of the 128x128 tile) with K not a multiple of slices x tile_k, long K
RAGGED_LONG_K = ((200, 136, 131072 + 96), (1000, 1048, 8320), (8, 8, 32))


@pytest.mark.gpu
def test_serial_split_k_matches_torch_on_ragged_shapes_and_large_values_on_gpu() -> None:
    cases = [RunCase(distribution, shape) for shape in RAGGED_LONG_K for distribution in ("normal", "large")]
    cases += [RunCase(distribution) for distribution in gpu_cases.distributions_for(get_kernel(SERIAL4), "all")]
    reports = run_cases(SERIAL4, cases)
    assert_every_case_passed(reports)


@pytest.mark.gpu
def test_serial_split_k_is_bit_identical_run_to_run_and_to_parallel_split_k_on_gpu() -> None:
    """The slices add in one order: two launches on one workspace (its flags back at zero after each)
    give the same bits, and parallel split-K's reduction adds in that order too."""
    import torch

    serial = Sm80SerialSplitKGemmKernel("tn", "bf16", CONFIG, 4)
    parallel = get_kernel(SPLIT4)
    for shape in ((1000, 1048, 8320), (256, 256, 65536)):
        args = gpu_run._torch_arguments(serial.example_arguments(), shape, distribution="large", seed=7)
        workspace = torch.zeros(serial.get_workspace_size(args), dtype=torch.uint8, device="cuda")
        artifact = serial.compile(args)
        outputs = []
        for _ in range(2):
            args.out.fill_(float("nan"))
            serial.run(args, artifact, workspace=workspace)
            torch.cuda.synchronize()
            outputs.append(args.out.clone())
        tiles = -(-shape[0] // CONFIG.tile_m) * -(-shape[1] // CONFIG.tile_n)
        flags = workspace.view(torch.int32)[-tiles:]
        assert not outputs[0].isnan().any(), "an output was never written"
        assert torch.equal(outputs[0].view(torch.int16), outputs[1].view(torch.int16)), shape
        assert not flags.any(), "a launch left a flag set"
        parallel_out = torch.full_like(args.out, float("nan"))
        parallel_args = GemmArguments(A=args.A, B=args.B, out=parallel_out)
        parallel_workspace = torch.zeros(parallel.get_workspace_size(parallel_args), dtype=torch.uint8, device="cuda")
        parallel.run(parallel_args, workspace=parallel_workspace)
        torch.cuda.synchronize()
        assert torch.equal(outputs[0].view(torch.int16), parallel_out.view(torch.int16)), shape
