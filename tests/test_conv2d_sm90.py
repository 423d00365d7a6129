"""Conv2d fprop, dgrad and wgrad as implicit GEMMs on SM90 warpgroup MMAs (kernels/conv2d_sm90.py, the
mainloop in kernels/_implicit_gemm.py). CPU: the families and what they take, each kind's example
compiled for sm_90a to wgmma fed by the gather's cp.async (no mma.sync, no spills). GPU (marker `gpu`):
the SM80 tests' problems (ResNet-50's 3x3 and strided 1x1, dilation, large values on a ragged stride-2
one) and a diffusion-UNet layer, against the float64 reference; every distribution and boundary
problem of each instance also runs in tests/test_gpu_kernels.py."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
from test_conv2d_grad import GPU_CASES

from cute_ir.gpu.run import RunCase, run_cases
from cute_ir.kernels import Conv2dArguments
from cute_ir.kernels._implicit_gemm import (
    Sm90ImplicitGemm,
    Sm90ImplicitGemmConfig,
    Sm90WarpSpecializedConfig,
    Sm90WarpSpecializedImplicitGemm,
)
from cute_ir.kernels.conv2d import Sm80Conv2dFprop
from cute_ir.kernels.conv2d_grad import Sm80Conv2dDgrad, Sm80Conv2dWgrad
from cute_ir.kernels.conv2d_sm90 import Sm90Conv2dDgrad, Sm90Conv2dFprop, Sm90Conv2dFpropWarpSpecialized, Sm90Conv2dWgrad
from cute_ir.registry import OperandSpec, get_kernel, get_kernels
from gpu_reports import assert_every_case_passed

FPROP = "conv2d_fprop_sm90_nhwc_f16_128x128x64_s5"
DGRAD = "conv2d_dgrad_sm90_nhwc_f16_128x128x64_s5"
WGRAD = "conv2d_wgrad_sm90_nhwc_f16_128x128x64_s5"
FPROP_WS = "conv2d_fprop_ws2_sm90_nhwc_f16_128x128x64_s4"
SM90_FAMILIES = ("conv2d_fprop_sm90", "conv2d_fprop_ws_sm90", "conv2d_dgrad_sm90", "conv2d_wgrad_sm90")
SM90_INSTANCES = [kernel.name for family in SM90_FAMILIES for kernel in get_kernels(metadata_filter={"family": family})]


def _args(kind: str, dtype: str = "f16", stride: int = 1) -> Conv2dArguments:
    n, h, w, c, k = 2, 28, 28, 64, 128
    p, q = Conv2dArguments.output_size((h, w), (3, 3), (stride,) * 2, (1, 1), (1, 1))
    return Conv2dArguments(
        activation=OperandSpec(dtype, (n, h, w, c)), filter=OperandSpec(dtype, (k, 3, 3, c)),
        out=OperandSpec(dtype, (n, p, q, k)), stride=(stride, stride), padding=(1, 1), conv_kind=kind,
    )


@pytest.mark.parametrize(("kind", "name"), [("fprop", FPROP), ("dgrad", DGRAD), ("wgrad", WGRAD)])
def test_get_kernels_finds_the_sm90_instance_of_the_kind_beside_the_sm80_ones(kind: str, name: str) -> None:
    found = {kernel.name: kernel.metadata for kernel in get_kernels(_args(kind, stride=2))}
    assert name in found and any(metadata.family == f"conv2d_{kind}_sm80" for metadata in found.values())
    metadata = found[name]
    assert metadata.family == f"conv2d_{kind}_sm90" and metadata.min_cc == 90 and metadata.tags["conv"] == kind
    assert metadata.design.threads == 256  # two warpgroups of 64 rows


def test_the_fprop_family_has_f16_and_bf16_and_a_wide_tile() -> None:
    fprops = [get_kernel(name).metadata for name in SM90_INSTANCES if name.startswith("conv2d_fprop")]
    assert {metadata.operands["activation"].dtype for metadata in fprops} == {"f16", "bf16"}
    assert {metadata.design.tile_shape[1] for metadata in fprops} >= {64, 128, 256}
    assert [name for name in SM90_INSTANCES if "bf16" in name] and all(
        name in [kernel.name for kernel in get_kernels(_args("fprop", "bf16"))] for name in SM90_INSTANCES if "fprop" in name and "bf16" in name
    )


def test_refuses_what_the_sm80_instances_refuse_with_their_messages() -> None:
    args = _args("fprop")
    args.activation = OperandSpec("f16", (2, 28, 28, 12))
    args.filter = OperandSpec("f16", (128, 3, 3, 12))
    status = get_kernel(FPROP).supports(args)
    assert not status and "not a multiple of 8" in status.error
    status = get_kernel(FPROP).supports(_args("wgrad"))
    assert not status and "computes the fprop of a Conv2d; the arguments ask for wgrad" in status.error


@pytest.mark.parametrize(
    ("program", "kind"), [(Sm90Conv2dFprop, Sm80Conv2dFprop), (Sm90Conv2dDgrad, Sm80Conv2dDgrad), (Sm90Conv2dWgrad, Sm80Conv2dWgrad)]
)
def test_each_kind_keeps_its_gather_launch_and_majors_and_takes_the_sm90_mainloop(program: type, kind: type) -> None:
    for method in ("prepare", "load_a", "load_b", "kernel", "__call__"):
        assert getattr(program, method) is getattr(kind, method), method
    assert (program.a_k_major, program.b_k_major) == (kind.a_k_major, kind.b_k_major)
    for method in ("implicit_gemm", "plan", "shared_memory_bytes"):
        assert getattr(program, method) is getattr(Sm90ImplicitGemm, method), method


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (Sm90ImplicitGemmConfig(96, 128, 64, 4), "tile_m must be 64 or 128"),
        (Sm90ImplicitGemmConfig(128, 96, 64, 4), "tile_n must be 64, 128, 192 or 256"),
        (Sm90ImplicitGemmConfig(128, 128, 32, 4), "tile_k must be 64"),
        (Sm90ImplicitGemmConfig(128, 128, 64, 2), "at least 3 stages"),
    ],
)
def test_a_tile_the_mainloop_cannot_run_is_refused_with_its_reason(config: Sm90ImplicitGemmConfig, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Sm90Conv2dFprop(config)


def _bench_module():
    spec = importlib.util.spec_from_file_location("bench_conv2d", Path(__file__).resolve().parents[1] / "bench" / "conv2d.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)  # type: ignore[union-attr]
    return bench


def test_bench_times_named_instances_of_any_family_or_the_generations_families() -> None:
    instances = _bench_module().instances
    assert [kernel.name for kernel in instances("fprop", ("90",), [FPROP_WS, FPROP, DGRAD])] == [FPROP_WS, FPROP]
    by_generation = {kernel.metadata.family for kernel in instances("fprop", ("90",), None)}
    assert by_generation == {"conv2d_fprop_sm90"}  # the warp-specialized family only when named


def test_every_fprop_instance_takes_every_bench_layer() -> None:
    """bench/conv2d.py times each SM90 fprop instance at ResNet-50's and the UNet's layers: all must be taken."""
    bench = _bench_module()
    assert any(layer.startswith("sd-unet") for layer in bench.SHAPES)
    for name in (name for name in SM90_INSTANCES if name.startswith("conv2d_fprop")):
        kernel = get_kernel(name)
        for layer, shape in bench.SHAPES.items():
            status = kernel.supports(kernel.example_arguments().sized(shape))
            assert status, (name, layer, status.error)


@pytest.fixture(scope="module")
def example_traces(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    from cute_ir.golden.check import capture

    workdir = tmp_path_factory.mktemp("conv_sm90")
    return {name: capture(name, "sm_90a", workdir).root for name in (FPROP, DGRAD, WGRAD, FPROP_WS)}


def test_examples_compile_to_wgmma_fed_by_cp_async_without_spills(example_traces: dict[str, Path]) -> None:
    for name, root in ((name, root) for name, root in example_traces.items() if name != FPROP_WS):
        ptx = (root / "artifacts" / "kernel.ptx").read_text()
        assert "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16" in ptx, name
        assert "cp.async.cg.shared.global" in ptx and "fence.proxy.async.shared::cta" in ptx, name
        # one batch in flight while the next stage lands, then drained before the epilogue
        assert re.findall(r"wgmma\.wait_group\.sync\.aligned\s+(\d);", ptx) == ["1", "0"], name
        assert "mma.sync" not in ptx and "ldmatrix" not in ptx, name
        report = (root / "artifacts" / "ptxas-report.txt").read_text()
        assert not re.search(r"[1-9]\d* bytes spill", report), (name, report)
    assert "sum_slices" in (example_traces[WGRAD] / "artifacts" / "kernel.ptx").read_text()


def test_the_warp_specialized_fprop_keeps_the_fprop_gather_on_one_producer_warpgroup() -> None:
    for method in ("prepare", "load_a", "load_b", "kernel", "__call__"):
        assert getattr(Sm90Conv2dFpropWarpSpecialized, method) is getattr(Sm80Conv2dFprop, method), method
    assert Sm90Conv2dFpropWarpSpecialized.implicit_gemm is Sm90WarpSpecializedImplicitGemm.implicit_gemm
    config = Sm90WarpSpecializedConfig(128, 256, 64, stages=4)
    assert (config.threads, config.consumer_threads, config.gather_threads) == (384, 256, 128)
    metadata = get_kernel(FPROP_WS).metadata
    assert metadata.tags["schedule"] == "warp_specialized" and metadata.tags["variant"] == "ws2"
    assert metadata.design.threads == 512  # two producer and two consumer warpgroups
    assert metadata.family == "conv2d_fprop_ws_sm90" and FPROP_WS in [kernel.name for kernel in get_kernels(_args("fprop"))]
    assert "schedule" not in get_kernel(FPROP).metadata.tags
    with pytest.raises(ValueError, match="fits 65536 registers"):
        Sm90Conv2dFpropWarpSpecialized(Sm90WarpSpecializedConfig(128, 128, 64, 4, producer_registers=160, consumer_registers=232))


def _sass_loops(sass: str) -> list[list[str]]:
    """The instruction lists of the SASS's loops (a label up to a branch back to it)."""
    label_at: dict[str, int] = {}
    instructions: list[str] = []
    for line in sass.splitlines():
        label = re.match(r"\s*\.(L_x_\d+):", line)
        if label:
            label_at[label.group(1)] = len(instructions)
            continue
        instruction = re.match(r"\s*/\*[0-9a-f]{4,}\*/\s+(.*?);", line)
        if instruction:
            instructions.append(instruction.group(1))
    loops = []
    for at, instruction in enumerate(instructions):
        target = re.search(r"BRA `?\(\.(L_x_\d+)\)", instruction)
        if target and label_at.get(target.group(1), at) < at:
            loops.append(instructions[label_at[target.group(1)] : at + 1])
    return loops


def test_the_warp_specialized_fprop_gathers_only_on_the_producer_and_multiplies_only_on_the_consumers(
    example_traces: dict[str, Path],
) -> None:
    artifacts = example_traces[FPROP_WS] / "artifacts"
    ptx = (artifacts / "kernel.ptx").read_text()
    assert re.search(r"setmaxnreg\.dec\.sync\.aligned\.u32\s+64;", ptx) and re.search(r"setmaxnreg\.inc\.sync\.aligned\.u32\s+192;", ptx)
    assert "mbarrier.try_wait" in ptx and "fence.proxy.async.shared::cta" in ptx
    assert "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16" in ptx and "mma.sync" not in ptx
    assert not re.search(r"[1-9]\d* bytes spill", (artifacts / "ptxas-report.txt").read_text())
    # The k-loops, innermost of each side: the producer's issues the gather (8 LDGSTS a thread per
    # 128x128x64 k-tile: 2048 vectors over 256 threads) and no wgmma, the consumers' the 4 wgmmas and no load.
    loops = _sass_loops((artifacts / "kernel.sass").read_text())
    producer = [loop for loop in loops if any("LDGSTS" in i for i in loop) and not any("HGMMA" in i for i in loop)]
    consumer = [loop for loop in loops if any("HGMMA" in i for i in loop) and not any("LDGSTS" in i for i in loop)]
    assert producer and consumer
    assert sum("LDGSTS" in i for i in min(producer, key=len)) == 8
    assert sum("HGMMA" in i for i in min(consumer, key=len)) == 4
    assert len(min(consumer, key=len)) < 80  # wait, 4 wgmmas, release: no address arithmetic of the gather


@pytest.mark.gpu
@pytest.mark.parametrize("name", SM90_INSTANCES)
def test_sm90_conv2d_matches_torch_on_gpu(name: str) -> None:
    """The SM80 gradients' problems (ResNet-50's 3x3 and strided 1x1, off-grid taps, dilation, large
    values on a ragged stride-2 one, a long wgrad reduction) and a Stable Diffusion UNet 3x3 at
    32x32x640 (K = 640: 2.5 tiles of 256)."""
    cases = [*GPU_CASES, RunCase("normal", (2, 32, 32, 640, 640, 3, 3, 1, 1, 1))]
    reports = run_cases(name, cases)
    assert_every_case_passed(reports)
