"""Conv2d fprop with TMA boxes shifted per filter tap (kernels/conv2d_tma_sm90.py), at stride 1 and at stride
2. CPU: what the family takes and refuses, its boundary problems, its examples compiled for sm_90a to 4-D
TMA loads and stores feeding wgmma (no gather, no spills; at stride 2 the wgmmas stepping over every other
row of the A box). GPU (marker `gpu`): problems where the shifted boxes reach past every edge (padding
larger than the filter, dilation, images smaller than a box, ragged rectangles and channel blocks, taps
of one column phase only, negative shifts of the odd phase), large values, a UNet and ResNet-50 layers,
against the float64 reference; every distribution and boundary problem of each instance also runs in
tests/test_gpu_kernels.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_conv2d_sm90 import _args, _bench_module

from cute_ir.gpu import cases as gpu_cases
from cute_ir.gpu.run import RunCase, run_cases
from cute_ir.kernels.conv2d_tma_sm90 import Sm90ShiftedConvConfig
from cute_ir.registry import get_kernel, get_kernels
from gpu_reports import assert_every_case_passed

FAMILY = "conv2d_fprop_tma_sm90"
INSTANCES = [kernel.name for kernel in get_kernels(metadata_filter={"family": FAMILY}) if kernel.config.stride == 1]
STRIDED = [kernel.name for kernel in get_kernels(metadata_filter={"family": FAMILY}) if kernel.config.stride == 2]
EXAMPLE = "conv2d_fprop_tma8x16_sm90_nhwc_f16_128x128x64_s6"
MULTI_IMAGE = "conv2d_fprop_tma2x8x8_sm90_nhwc_f16_128x64x64_s8"
ONE_WARPGROUP = "conv2d_fprop_tma4x16_sm90_nhwc_f16_64x160x64_s7"
STRIDED_EXAMPLE = "conv2d_fprop_tma8x8_stride2_sm90_nhwc_f16_64x128x64_s6"
STRIDED_TWO_IMAGES = "conv2d_fprop_tma2x8x8_stride2_sm90_nhwc_f16_128x128x64_s4"


def test_get_kernels_finds_the_family_at_stride_1_and_refuses_other_strides_with_the_reason() -> None:
    found = [kernel.name for kernel in get_kernels(_args("fprop"))]
    assert {name for name in INSTANCES if "_f16_" in name} <= set(found) and EXAMPLE in INSTANCES and MULTI_IMAGE in INSTANCES
    assert not set(INSTANCES) & {kernel.name for kernel in get_kernels(_args("fprop", stride=2))}
    assert len(INSTANCES) == 8 and {STRIDED_EXAMPLE, STRIDED_TWO_IMAGES} <= set(STRIDED) and not set(STRIDED) & set(found)
    status = get_kernel(EXAMPLE).supports(_args("fprop", stride=2))
    assert not status and "stride (2, 2)" in status.error and "stride (1, 1) only" in status.error
    metadata = get_kernel(EXAMPLE).metadata
    assert (metadata.min_cc, metadata.tags["stride"], metadata.tags["variant"], metadata.design.threads) == (90, "1x1", "tma8x16", 384)
    assert get_kernel(MULTI_IMAGE).config.tile_m == 128
    one_warpgroup = get_kernel(ONE_WARPGROUP).metadata.design
    assert (one_warpgroup.tile_shape, one_warpgroup.threads) == ((64, 160, 64), 256)  # a producer and one consumer


def test_strided_instances_take_stride_2_on_even_widths_with_whole_channel_blocks_and_say_why_not_else() -> None:
    kernel = get_kernel(STRIDED_EXAMPLE)
    metadata = kernel.metadata
    assert (metadata.tags["stride"], metadata.tags["activation_multiple"], metadata.tags["variant"]) == ("2x2", "1x2x64", "tma8x8_stride2")
    example = kernel.example_arguments()
    assert (example.stride, example.activation.shape, example.out.shape) == ((2, 2), (2, 29, 30, 128), (2, 15, 15, 72))
    resnet = (32, 14, 14, 512, 512, 3, 3, 2, 1, 1)
    assert {k.name for k in get_kernels(example.sized(resnet)) if k.metadata.family == FAMILY} == set(STRIDED)
    for shape, message in (
        ((32, 14, 14, 512, 512, 3, 3, 1, 1, 1), "compiled for stride (2, 2) only"),
        ((2, 14, 15, 512, 64, 3, 3, 2, 1, 1), "(14, 15, 512): this instance takes multiples of (1, 2, 64) only"),
        ((2, 14, 14, 72, 64, 3, 3, 2, 1, 1), "multiples of (1, 2, 64)"),
    ):
        status = kernel.supports(example.sized(shape))
        assert not status and message in status.error and "conv2d_fprop_sm90 family takes any" in status.error
    shapes = gpu_cases.boundary_shapes(kernel)
    assert len(shapes) == 7 and {shape[7] for shape in shapes} == {2}
    assert (2, 37, 38, 64, 64, 7, 7, 2, 3, 1) in shapes  # the 7x7 problem, W and C rounded up to what it takes
    assert all(kernel.supports(example.sized(shape)) for shape in shapes)


def test_boundary_problems_are_the_families_at_stride_1_and_all_taken() -> None:
    kernel = get_kernel(EXAMPLE)
    shapes = gpu_cases.boundary_shapes(kernel)
    assert len(shapes) == 7 and {shape[7] for shape in shapes} == {1}
    assert (2, 37, 37, 8, 64, 7, 7, 1, 3, 1) in shapes  # the family's 7x7 stride-2 problem, at stride 1
    assert all(kernel.supports(kernel.example_arguments().sized(shape)) for shape in shapes)
    example = kernel.example_arguments()
    assert example.stride == (1, 1) and example.activation.shape == (2, 15, 20, 72)


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (Sm90ShiftedConvConfig(tile_q=16, tile_p=2, tile_n=128), "must be 64 or 128 pixels"),
        (Sm90ShiftedConvConfig(tile_q=16, tile_p=8, tile_n=72), "multiple of 16"),
        (Sm90ShiftedConvConfig(tile_q=16, tile_p=8, tile_n=288), "up to 256"),
        (Sm90ShiftedConvConfig(tile_q=8, tile_p=8, tile_n=128, stride=0), "stride must be at least 1"),
        (Sm90ShiftedConvConfig(tile_q=8, tile_p=8, tile_n=128, stride=40), "TMA box side"),
    ],
)
def test_a_box_the_kernel_cannot_run_is_refused_with_its_reason(config: Sm90ShiftedConvConfig, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        config.validate()


def test_every_instance_takes_the_bench_layers_of_its_stride_and_the_bench_names_the_others(capsys) -> None:
    bench = _bench_module()
    for name in INSTANCES + STRIDED:
        kernel = get_kernel(name)
        taken = [layer for layer, shape in bench.SHAPES.items() if kernel.supports(kernel.example_arguments().sized(shape))]
        assert taken == [layer for layer, shape in bench.SHAPES.items() if shape[7] == kernel.config.stride], name
    assert bench.taken_shapes(get_kernel(EXAMPLE), bench.SHAPES).keys() == {
        layer for layer, shape in bench.SHAPES.items() if shape[7] == 1
    }
    assert "resnet50 conv5_x 3x3/2 512->512" in capsys.readouterr().out  # named as refused, with the reason


@pytest.fixture(scope="module")
def example_trace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from cute_ir.golden.check import capture

    return capture(EXAMPLE, "sm_90a", tmp_path_factory.mktemp("conv_tma")).root


@pytest.fixture(scope="module")
def strided_trace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from cute_ir.golden.check import capture

    return capture(STRIDED_EXAMPLE, "sm_90a", tmp_path_factory.mktemp("conv_tma_stride2")).root


def test_the_strided_example_loads_twice_the_rows_and_its_wgmmas_step_over_every_other_one(strided_trace: Path) -> None:
    """An A stage holds 2·tile_p input rows (64 channels x 8 columns x 16 rows, 16 KiB) of which the
    wgmmas read every other: A's shared-memory descriptor strides 2048 bytes between 8-row groups (the
    stride-1 kernels' and B's: 1024). Bits 32-45 of a wgmma descriptor are that stride in 16-byte units."""
    ptx = (strided_trace / "artifacts" / "kernel.ptx").read_text()
    assert len(re.findall(r"cp\.async\.bulk\.tensor\.4d\.shared::cta\.global\.tile\.mbarrier::complete_tx", ptx)) >= 2
    assert re.search(r"mov\.b32\s+%r\d+, 32768;\s+mbarrier\.arrive\.expect_tx", ptx)  # a stage: 16 KiB A + 16 KiB B
    descriptors = {int(value) for value in re.findall(r"or\.b64\s+%rd\d+, %rd\d+, (\d+);", ptx)}
    assert {(value >> 32) & 0x3FFF for value in descriptors} == {128, 64}  # A: 2048 B, B: 1024 B
    assert "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16" in ptx and "cp.async.cg" not in ptx
    report = (strided_trace / "artifacts" / "ptxas-report.txt").read_text()
    assert not re.search(r"[1-9]\d* bytes spill", report), report


def test_the_example_compiles_to_4d_tma_loads_and_stores_feeding_wgmma_without_a_gather(example_trace: Path) -> None:
    ptx = (example_trace / "artifacts" / "kernel.ptx").read_text()
    assert re.search(r"cp\.async\.bulk\.tensor\.4d\.shared::cta\.global\.tile\.mbarrier::complete_tx", ptx)
    assert re.search(r"cp\.async\.bulk\.tensor\.4d\.global\.shared::cta\.tile\.bulk_group", ptx)
    assert "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16" in ptx
    assert "cp.async.cg" not in ptx and "ld.global" not in ptx  # no gathered vector: every operand by TMA
    report = (example_trace / "artifacts" / "ptxas-report.txt").read_text()
    assert not re.search(r"[1-9]\d* bytes spill", report), report


# Shapes where the shifted boxes reach past every edge: a UNet layer (K = 640 in 128-wide tiles), images
# smaller than a box (7x7 under 8x16 or two images' 8x8), padding 4 and dilation 2 on a ragged 20x21 with
# C = 24 (one channel block mostly past C), a 70-wide image without padding, a 1x1, large values.
GPU_CASES = (
    RunCase("normal", (2, 32, 32, 640, 640, 3, 3, 1, 1, 1)),
    RunCase("normal", (3, 7, 7, 64, 64, 3, 3, 1, 1, 1)),
    RunCase("normal", (1, 20, 21, 24, 40, 5, 5, 1, 4, 2)),
    RunCase("normal", (2, 9, 70, 136, 72, 3, 3, 1, 0, 1)),
    RunCase("normal", (4, 14, 14, 256, 1024, 1, 1, 1, 0, 1)),
    RunCase("large", (2, 15, 20, 72, 72, 3, 3, 1, 1, 1)),
)


# Stride 2: ResNet-50's conv5_x 3x3 and a downsampling 1x1, images smaller than a box (7x6 to 4x3),
# padding 4 and dilation 2 (every column shift even) on a ragged 20x22, a 70-wide image without padding,
# an even 4x4 filter (shifts -1..2), large values on the example. Padding 1 makes the first column tap's
# shift -1: the odd column phase one group to the left, which `//` of a run-time value got wrong.
STRIDED_CASES = (
    RunCase("normal", (32, 14, 14, 512, 512, 3, 3, 2, 1, 1)),
    RunCase("normal", (4, 28, 28, 256, 512, 1, 1, 2, 0, 1)),
    RunCase("normal", (3, 7, 6, 64, 64, 3, 3, 2, 1, 1)),
    RunCase("normal", (1, 20, 22, 64, 40, 5, 5, 2, 4, 2)),
    RunCase("normal", (2, 10, 70, 128, 72, 3, 3, 2, 0, 1)),
    RunCase("normal", (2, 16, 16, 64, 64, 4, 4, 2, 1, 1)),
    RunCase("large", (2, 29, 30, 128, 72, 3, 3, 2, 1, 1)),
)


@pytest.mark.gpu
@pytest.mark.parametrize(
    ("name", "cases"),
    [pytest.param(name, GPU_CASES, id=name) for name in INSTANCES]
    + [pytest.param(name, STRIDED_CASES, id=name) for name in STRIDED],
)
def test_shifted_tma_fprop_matches_torch_on_gpu(name: str, cases: tuple[RunCase, ...]) -> None:
    reports = run_cases(name, list(cases))
    assert [tuple(report.shapes["activation"]) for report in reports] == [case.shape[:4] for case in cases]
    assert_every_case_passed(reports)
