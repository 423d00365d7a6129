"""Grouped GEMM on SM90 (kernels/gemm_grouped.py). CPU: what it takes and refuses, its group tables, the
sweep's group lists, the torch reference, one capture of the example (tensormap updates in the PTX).
GPU (marker `gpu`): ragged group lists, empty groups, K = 0, large magnitudes and pitched operands
against torch.mm per group."""

from __future__ import annotations

from pathlib import Path

import pytest

from cute_ir.errors import BadInputError
from cute_ir.gpu import cases as gpu_cases
from cute_ir.gpu import run as gpu_run
from cute_ir.gpu.run import RunCase, run_cases
from cute_ir.problems import GroupedGemmArguments
from cute_ir.problems.grouped_gemm import problems_of
from cute_ir.registry import OperandSpec, get_kernel, get_kernels
from gpu_reports import assert_every_case_passed

NAME = "grouped_gemm_sm90_tn_bf16_128x128x64"


def _specs(problems: list[tuple[int, int, int]], dtype: str = "bf16") -> GroupedGemmArguments:
    return GroupedGemmArguments(
        A=[OperandSpec(dtype, (m, k)) for m, _, k in problems],
        B=[OperandSpec.column_major(dtype, (k, n)) for _, n, k in problems],
        out=[OperandSpec(dtype, (m, n)) for m, n, _ in problems],
    )


def _cpu_args(problems: list[tuple[int, int, int]]) -> GroupedGemmArguments:
    example = get_kernel(NAME).example_arguments()
    shape = tuple(extent for problem in problems for extent in problem)
    return gpu_run._torch_arguments(example, shape, device="cpu")


def test_get_kernels_finds_the_grouped_instance_by_its_arguments() -> None:
    found = [kernel.name for kernel in get_kernels(_specs([(100, 64, 64), (8, 8, 16)]))]
    assert found == [NAME]
    assert get_kernels(_specs([(100, 64, 64)], "f16")) == []
    metadata = get_kernel(NAME).metadata
    assert metadata.family == "grouped_gemm_sm90" and metadata.min_cc == 90 and metadata.layout == "tn"
    assert metadata.tags["tensormaps"] == "per_group_smem_update" and metadata.epilogue == "acc"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (GroupedGemmArguments(A=[OperandSpec("bf16", (64, 64))], B=[], out=[]), "one matrix per group"),
        (GroupedGemmArguments(A=[], B=[], out=[]), "at least one group"),
        (_specs([(64, 64, 64), (64, 60, 64)]), "'out[1]': extent 60"),  # N = 60: not TMA-aligned
        (GroupedGemmArguments(A=[OperandSpec("bf16", (64, 32))], B=[OperandSpec.column_major("bf16", (64, 64))],
                              out=[OperandSpec("bf16", (64, 64))]), "group 0: A is (M, K) = (64, 32)"),
        (GroupedGemmArguments(A=[OperandSpec("bf16", (64, 64))], B=[OperandSpec.column_major("bf16", (64, 64))],
                              out=[OperandSpec("bf16", (32, 64))]), "group 0: out is (32, 64)"),
        (GroupedGemmArguments(A=[OperandSpec("bf16", (64, 64))], B=[OperandSpec("bf16", (64, 64), (1, 1))],
                              out=[OperandSpec("bf16", (64, 64))]), "strides (1, 1) are not multiples of 8"),
        (GroupedGemmArguments(A=[OperandSpec("bf16", (64, 64))], B=[OperandSpec("bf16", (64, 64))],
                              out=[OperandSpec("bf16", (64, 64))]), "'B[0]': dimension 0 must be contiguous"),
        (_specs([(64, 64, 64)], "f16"), "dtype f16, this kernel takes bf16"),
    ],
)
def test_refuses_what_it_cannot_compute_and_says_why(args: GroupedGemmArguments, message: str) -> None:
    status = get_kernel(NAME).supports(args)
    assert not status and message in status.error


def test_takes_empty_groups_but_not_only_empty_ones() -> None:
    kernel = get_kernel(NAME)
    assert kernel.supports(_cpu_args([(0, 64, 64), (1, 8, 8), (16, 0, 64), (16, 64, 0)]))
    status = kernel.supports(_cpu_args([(0, 64, 64), (16, 64, 0)]))
    assert not status and "every group is empty" in status.error
    assert not kernel.supports(get_kernel("gemm_sm90_tn_bf16_128x256x64_c2x1").example_arguments())


def test_group_tables_hold_sizes_first_tiles_pitches_and_addresses() -> None:
    import torch

    from cute_ir.kernels.gemm_grouped import group_tables

    kernel = get_kernel(NAME)
    args = _cpu_args([(200, 136, 520), (0, 64, 64), (129, 8, 0), (1, 256, 8)])
    wide = torch.zeros(200, 1040, dtype=torch.bfloat16)[:, :520]  # A[0] pitched: rows 1040 apart
    args = args.with_operands({"A[0]": wide})
    assert kernel.supports(args)
    tables = group_tables(args, kernel.config)
    # tiles 128x128: group 0 is 2x2, group 1 none, group 2 2x1, group 3 1x2
    assert tables["problems"].tolist() == [[200, 136, 520, 0], [0, 64, 64, 4], [129, 8, 0, 4], [1, 256, 8, 6]]
    assert tables["pitches"][0].tolist() == [1040, 520, 136] and tables["pitches"][3].tolist() == [8, 8, 256]
    assert tables["pointers"][0].tolist() == [wide.data_ptr(), args.B[0].data_ptr(), args.out[0].data_ptr()]
    assert tables["problems"].dtype == torch.int32 and tables["pointers"].dtype == torch.int64


def test_sweep_group_lists_are_ones_it_takes_with_empty_tiny_and_ragged_groups() -> None:
    kernel = get_kernel(NAME)
    lists = gpu_cases.boundary_shapes(kernel)
    assert gpu_cases.problem_kind(kernel) == "grouped_gemm"
    groups = [problem for shape in lists for problem in problems_of(shape)]
    for shape in lists:
        assert kernel.supports(_cpu_args(problems_of(shape))), shape
    assert any(m == 0 for m, _, _ in groups) and any(n == 0 for _, n, _ in groups) and any(k == 0 for *_, k in groups)
    assert any(m % 128 and n % 128 for m, n, _ in groups) and any(k % 64 for *_, k in groups)
    assert max(len(problems_of(shape)) for shape in lists) == 16
    with pytest.raises(BadInputError, match="M,N,K triples"):
        problems_of((8, 8))


def test_run_takes_groups_as_triples_and_refuses_others_before_any_gpu_work() -> None:
    from click.testing import CliRunner

    from cute_ir.cli import main

    assert gpu_run.parse_shape("128,256,64,0,256,64", get_kernel(NAME).example_arguments()) == (128, 256, 64, 0, 256, 64)
    result = CliRunner().invoke(main, ["run", NAME, "--shape", "128,256"])
    assert result.exit_code == 3 and "M,N,K triples" in result.output, result.output
    assert "Traceback" not in result.output


def test_reference_is_torch_mm_per_group_flattened_with_its_bound() -> None:
    import torch

    kernel = get_kernel(NAME)
    args = _cpu_args([(3, 8, 16), (0, 8, 8), (2, 16, 0)])
    reference = gpu_run._reference(kernel, args)
    assert reference.shape == (3 * 8 + 2 * 16,)
    assert torch.allclose(reference[:24].reshape(3, 8), args.A[0].double() @ args.B[0].double())
    assert torch.count_nonzero(reference[24:]) == 0  # K = 0: zeros
    _, atol = gpu_run._tolerance(kernel, args)
    assert atol.shape == reference.shape and float(atol[:24].min()) > float(atol[24:].max())
    assert torch.isnan(args.output()).all()  # out starts as NaN: an unwritten element shows


@pytest.fixture(scope="module")
def example_trace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from cute_ir.golden.check import capture

    return capture(NAME, "sm_90a", tmp_path_factory.mktemp("grouped")).root


def test_example_compiles_on_the_cpu_to_per_group_tensormap_updates(example_trace: Path) -> None:
    ptx = (example_trace / "artifacts" / "kernel.ptx").read_text()
    # A's, B's and out's descriptors: address, extents and pitch rewritten in shared memory, published
    # to the global workspace with a release, acquired before use
    assert ptx.count("tensormap.replace.tile.global_address.shared::cta") == 3
    assert ptx.count("tensormap.replace.tile.global_stride.shared::cta") >= 3
    assert ptx.count("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu") == 3
    assert ptx.count("fence.proxy.tensormap::generic.acquire.gpu") == 3
    assert "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16" in ptx
    assert "cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes" in ptx
    assert "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group" in ptx


def test_view_shows_the_captured_example_pass_by_pass(example_trace: Path, tmp_path: Path) -> None:
    from click.testing import CliRunner

    from cute_ir.cli import main

    page = tmp_path / "grouped.html"
    result = CliRunner().invoke(main, ["view", str(example_trace), "-o", str(page)])
    assert result.exit_code == 0, result.output
    html = page.read_text()
    assert NAME in html and "cute-expand-ops" in html and "cuda-to-binary" in html


@pytest.mark.gpu
def test_ragged_groups_match_torch_on_gpu() -> None:
    """The example, the sweep's group lists (empty groups, K = 0, 16 experts, long K) and large magnitudes."""
    kernel = get_kernel(NAME)
    lists = gpu_cases.boundary_shapes(kernel)
    cases = [RunCase("normal")] + [RunCase("normal", shape) for shape in lists]
    cases += [RunCase("large", lists[1]), RunCase("nan", lists[2]), RunCase("zeros", lists[1])]
    reports = run_cases(NAME, cases)
    assert_every_case_passed(reports)
    assert len(reports) == len(cases)


@pytest.mark.gpu
def test_pitched_operands_and_one_artifact_for_many_group_lists_on_gpu() -> None:
    """Through the API: A and out as column slices of wider matrices, B a transposed view; one compiled
    artifact serves group lists of other counts and sizes (only the tables change)."""
    import torch

    kernel = get_kernel(NAME)
    torch.manual_seed(0)
    workspace = torch.empty(kernel.get_workspace_size(None), dtype=torch.uint8, device="cuda")

    def problem(sizes: list[tuple[int, int, int]]) -> GroupedGemmArguments:
        a = [torch.randn(m, k + 64, device="cuda", dtype=torch.bfloat16)[:, :k] for m, _, k in sizes]
        b = [torch.randn(n, k, device="cuda", dtype=torch.bfloat16).t() for _, n, k in sizes]
        out = [torch.full((m, n + 8), float("nan"), device="cuda", dtype=torch.bfloat16)[:, :n] for m, n, _ in sizes]
        return GroupedGemmArguments(A=a, B=b, out=out)

    first = problem([(300, 136, 72), (5, 512, 1024)])
    artifact = kernel.compile(first)
    for args in (first, problem([(64, 64, 64)] * 7 + [(1000, 24, 40)])):
        kernel.run(args, artifact, workspace=workspace)
        torch.cuda.synchronize()
        for a, b, out in zip(args.A, args.B, args.out):
            expected = (a.float() @ b.float()).to(torch.bfloat16).float()
            assert torch.allclose(out.float(), expected, rtol=1.6e-2, atol=1e-2 * a.shape[1] ** 0.5)
