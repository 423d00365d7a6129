"""Speed of the SM90 grouped GEMM, side by side in one process, on one GPU: ours (one launch over all
groups) vs a loop of torch.mm (one launch per group) and vs torch._grouped_mm where torch has it and
the problem fits it (every group of one N and K: the mixture-of-experts shape, A's groups stacked).

    python bench/gemm_grouped.py [--json out.json]

Each problem list is first checked against the float64 reference (`cute-ir run`'s check); then the
groups are views into one stacked A (total M, K) and one out, as torch._grouped_mm takes them, and ours
is checked again on those views against the loop. Timing is `cute_ir.gpu.bench.time_pair` (alternating
rounds, medians); TFLOP/s count 2·M·N·K summed over the groups.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cute_ir.gpu import bench as gpu_bench  # noqa: E402
from cute_ir.gpu import run as gpu_run  # noqa: E402
from cute_ir.problems import GroupedGemmArguments  # noqa: E402
from cute_ir.registry import get_kernel  # noqa: E402

from bench import kernel_rows  # noqa: E402
from bench.kernel_rows import check_summary, compiled_launch  # noqa: E402

NAME = "grouped_gemm_sm90_tn_bf16_128x128x64"
EXPERTS_8 = [1100, 950, 1230, 870, 1010, 990, 1060, 982]  # 8192 routed rows, ragged
EXPERTS_64 = [(37 * g) % 251 for g in range(64)]  # 0 .. 249 rows each (expert 0 empty), 7826 in all
PROBLEMS: dict[str, list[tuple[int, int, int]]] = {
    "moe 8 experts, N 4096 K 1024": [(m, 4096, 1024) for m in EXPERTS_8],
    "moe 64 experts, N 2048 K 1024": [(m, 2048, 1024) for m in EXPERTS_64],
    "4 x 2048^3": [(2048, 2048, 2048)] * 4,
    "mixed N and K (6 groups)": [(4096, 4096, 512), (256, 4096, 4096), (1000, 1000, 1000), (8, 8, 8),
                                 (2048, 128, 2048), (0, 64, 64)],
}


def stacked(problems: list[tuple[int, int, int]]) -> tuple[GroupedGemmArguments, dict]:
    """The groups as views: A rows of one (total M, max K) matrix, B[g] = Bt[g].T, out rows of one matrix;
    plus what torch._grouped_mm takes when all groups share N and K."""
    import torch

    total_m = sum(m for m, _, _ in problems)
    width_k = max(k for _, _, k in problems)
    width_n = max(n for _, n, _ in problems)
    a_all = torch.randn(total_m, width_k, device="cuda", dtype=torch.bfloat16)
    out_all = torch.full((total_m, width_n), float("nan"), device="cuda", dtype=torch.bfloat16)
    bt = [torch.randn(n, k, device="cuda", dtype=torch.bfloat16) for _, n, k in problems]
    rows, a, out = 0, [], []
    for m, n, k in problems:
        a.append(a_all[rows : rows + m, :k])
        out.append(out_all[rows : rows + m, :n])
        rows += m
    args = GroupedGemmArguments(A=a, B=[t.t() for t in bt], out=out)
    grouped = {}
    if len({(n, k) for _, n, k in problems}) == 1:
        offsets = torch.tensor(list(itertools.accumulate(m for m, _, _ in problems)), device="cuda", dtype=torch.int32)
        grouped = {"a": a_all, "b": torch.stack(bt).transpose(1, 2), "offs": offsets}
    return args, grouped


def bench(label: str, problems: list[tuple[int, int, int]]) -> dict:
    import torch

    kernel = get_kernel(NAME)
    shape = tuple(extent for problem in problems for extent in problem)
    report = gpu_run.check_kernel_cases(kernel, [gpu_run.RunCase("normal", shape)])[0]
    args, grouped = stacked(problems)
    ours, launch = compiled_launch(kernel, args)
    ours(*launch)
    views_ok = all(
        torch.allclose(out.float(), (a.float() @ b.float()).to(torch.bfloat16).float(), rtol=1.6e-2, atol=0.05 * max(a.shape[1], 1) ** 0.5)
        for a, b, out in zip(args.A, args.B, args.out)
    )
    ours_s, loop_s, _ = gpu_bench.time_pair(lambda: ours(*launch), args.torch_equivalent(kernel.metadata))
    work = args.work().flops
    row = {
        "problems": label, "groups": len(problems), "correct": report.ok and views_ok,
        "check": check_summary(report),
        "ms": ours_s * 1e3, "tflops": work / ours_s / 1e12, "loop_ms": loop_s * 1e3, "loop_vs_ours": loop_s / ours_s,
    }
    grouped_mm = getattr(torch, "_grouped_mm", None)
    if grouped and grouped_mm is not None:
        try:
            call = lambda: grouped_mm(grouped["a"], grouped["b"], offs=grouped["offs"])  # noqa: E731
            call()
            ours_again_s, grouped_s, _ = gpu_bench.time_pair(lambda: ours(*launch), call)
            row.update({"ms_grouped_round": ours_again_s * 1e3, "grouped_mm_ms": grouped_s * 1e3,
                        "grouped_mm_vs_ours": grouped_s / ours_again_s})
        except RuntimeError as err:  # e.g. a torch build without it for this arch
            row["grouped_mm"] = f"failed: {str(err).splitlines()[0]}"
    else:
        row["grouped_mm"] = "n/a: groups differ in N or K" if grouped_mm is not None else "n/a: torch has no _grouped_mm"
    return row


def main(argv: list[str] | None = None) -> int:
    options = kernel_rows.parser(__doc__).parse_args(argv)
    rows = []
    for label, problems in PROBLEMS.items():
        row = bench(label, problems)
        grouped = (f"_grouped_mm {row['grouped_mm_ms']:.3f} ms -> {row['grouped_mm_vs_ours']:.2f}x"
                   if "grouped_mm_ms" in row else row.get("grouped_mm", ""))
        kernel_rows.keep(
            rows, row,
            f"{label:<32} {'ok' if row['correct'] else 'WRONG'} {row['ms']:.3f} ms ({row['tflops']:.0f} TF/s) "
            f"loop of torch.mm {row['loop_ms']:.3f} ms -> {row['loop_vs_ours']:.2f}x; {grouped}",
        )
    return gpu_bench.finish_rows(rows, options.json)


if __name__ == "__main__":
    sys.exit(main())
