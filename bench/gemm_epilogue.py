"""Speed of the fused-epilogue GEMMs against our plain GEMM of the same configuration and against
torch's unfused matmul + epilogue, side by side in one process, on one GPU.

    python bench/gemm_epilogue.py                 # 8192^3, every registered gemm_sm90_epilogue instance
    python bench/gemm_epilogue.py --size 4096 --json out.json
    python bench/gemm_epilogue.py --sm80          # the SM80 GEMM's fused trees (SM80_TREES, built here)
    python bench/gemm_epilogue.py --config 64x256:pingpong   # the SM90 trees at another tile / schedule

For each instance: our fused kernel against our plain GEMM of the same configuration (tile, cluster,
schedule; with --sm80 the plain SM80 GEMM of the same configuration), against our best plain GEMM
(`--plain`, the target's yardstick, where it is another configuration) and against torch
(`torch.matmul`, then the epilogue's elementwise ops, which is what an unfused model does), each pair
timed by `cute_ir.gpu.bench.time_pair` (alternating rounds, medians). Each fused instance is first
checked against the float64 reference on the timed problem (one `cute-ir run` case).
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cute_ir.gpu import bench as gpu_bench
from cute_ir.gpu import run as gpu_run  # noqa: E402
from cute_ir.kernels import GemmArguments  # noqa: E402
from cute_ir.kernels.gemm_sm90 import Sm90FusedGemmKernel, Sm90GemmKernel  # noqa: E402
from cute_ir.registry import get_kernel, get_kernels  # noqa: E402

from bench import kernel_rows  # noqa: E402
from bench.kernel_rows import check_summary, compiled_launch  # noqa: E402

PLAIN = "gemm_sm90_tn_bf16_128x256x64_c2x1"
SM80_PLAIN = "gemm_sm80_tn_bf16_128x128x64_s3"
# (fusion, tree): the SM90 family's four kinds of fusion, on the SM80 GEMM (no registered instance)
SM80_TREES = (
    ("bias_relu", "relu(alpha * acc + bias_n)"),
    ("bias_gelu", "gelu(alpha * acc + bias_n)"),
    ("lincomb", "alpha * acc + beta * C"),
    ("silu_residual", "alpha * silu(acc + bias_m) + beta * C"),
)


def sm80_fused_kernels() -> list:
    """The SM80 fused trees at the plain SM80 instance's configuration."""
    from cute_ir.kernels.gemm_sm80_epilogue import Sm80FusedGemmKernel

    plain = get_kernel(SM80_PLAIN)
    return [
        Sm80FusedGemmKernel(plain.metadata.layout, plain.metadata.operands["A"].dtype, plain.config, fusion, tree)
        for fusion, tree in SM80_TREES
    ]


def sm90_fused_kernels(config: str | None) -> list:
    """The registered SM90 fused instances, or their trees at `config` ("TILE_MxTILE_N[:pingpong]", the
    instance's cluster kept) to measure a configuration before registering it."""
    registered = get_kernels(metadata_filter={"family": "gemm_sm90_epilogue"})
    if config is None:
        return registered
    tile, _, schedule = config.partition(":")
    tile_m, tile_n = (int(extent) for extent in tile.split("x"))
    return [
        Sm90FusedGemmKernel(
            kernel.metadata.layout, kernel.metadata.operands["A"].dtype,
            replace(kernel.config, tile_m=tile_m, tile_n=tile_n, pingpong=schedule == "pingpong"),
            kernel.metadata.tags["fusion"], kernel.metadata.epilogue,
        )
        for kernel in registered
    ]


def plain_of(kernel):
    """Our plain GEMM of the fused kernel's configuration (layout, dtype, tile, cluster, schedule)."""
    if kernel.metadata.kernel_class == Sm90FusedGemmKernel.__name__:  # a looked-up instance may not be imported yet
        return Sm90GemmKernel(kernel.metadata.layout, kernel.metadata.operands["A"].dtype, kernel.config)
    return get_kernel(SM80_PLAIN.replace("_bf16_", f"_{kernel.metadata.operands['A'].dtype}_"))


def bench_instance(kernel, plains: list, size: int, plain_artifacts: dict) -> dict:
    """`plains`: our plain GEMM of the same configuration first, then any other to compare with;
    `plain_artifacts` keeps their compiles by name across instances (a compile costs seconds)."""
    import torch

    name = kernel.name
    report = gpu_run.check_kernel_cases(kernel, [gpu_run.RunCase("normal", (size, size, size))])[0]
    args = gpu_run._torch_arguments(kernel.example_arguments(), (size, size, size), seed=7)
    args = args.with_operands({name: tensor[:1] for name, tensor in args.operands().items() if tensor.dim() == 3})
    fused, fused_launch = compiled_launch(kernel, args)
    fused_call = lambda: fused(*fused_launch)  # noqa: E731
    flops = 2.0 * size**3
    row = {
        "kernel": name,
        "epilogue": kernel.metadata.epilogue,
        "correct": report.ok,
        "check": check_summary(report),
        "size": size,
        "plain": [],
    }
    plain_args = GemmArguments(A=args.A, B=args.B, out=torch.empty_like(args.out))
    for plain in plains:
        if plain.metadata.operands["A"].dtype != kernel.metadata.operands["A"].dtype:
            raise SystemExit(f"{plain.name} and {name} take different dtypes; pass --plain")
        if plain.name not in plain_artifacts:
            plain_artifacts[plain.name] = plain.compile(plain_args)
        plain_artifact = plain_artifacts[plain.name]
        plain_launch = plain.launch_arguments(plain_args)
        fused_s, plain_s, _ = gpu_bench.time_pair(fused_call, lambda: plain_artifact.compiled(*plain_launch))
        row["plain"].append({
            "kernel": plain.name, "fused_ms": fused_s * 1e3, "plain_ms": plain_s * 1e3, "fused_vs_plain": plain_s / fused_s,
            "fused_tflops": flops / fused_s / 1e12, "plain_tflops": flops / plain_s / 1e12,
        })
    fused_again_s, torch_s, _ = gpu_bench.time_pair(fused_call, args.torch_equivalent(kernel.metadata))
    row.update({
        "fused_ms_torch_round": fused_again_s * 1e3,
        "torch_unfused_ms": torch_s * 1e3,
        "torch_unfused_vs_fused": torch_s / fused_again_s,
    })
    return row


def main(argv: list[str] | None = None) -> int:
    parser = kernel_rows.parser(__doc__)
    parser.add_argument("--size", type=int, default=8192)
    parser.add_argument("--plain", default=PLAIN, help="our best plain GEMM, compared with too (same dtype)")
    parser.add_argument("--sm80", action="store_true", help="the SM80 GEMM's fused trees against the plain SM80 GEMM")
    parser.add_argument("--config", help="the SM90 trees at TILE_MxTILE_N[:pingpong] instead of the registered instances'")
    options = parser.parse_args(argv)
    rows, plain_artifacts = [], {}
    fused = sm80_fused_kernels() if options.sm80 else sm90_fused_kernels(options.config)
    for kernel in fused:
        dtype = kernel.metadata.operands["A"].dtype
        plains = [plain_of(kernel)]
        best = get_kernel(options.plain if dtype == "bf16" else options.plain.replace("_bf16_", f"_{dtype}_"))
        if not options.sm80 and best.name != plains[0].name:
            plains.append(best)
        row = bench_instance(kernel, plains, options.size, plain_artifacts)
        against = "; ".join(
            f"{pair['kernel']} {pair['plain_ms']:.3f} ms (fused {pair['fused_ms']:.3f} ms, {pair['fused_tflops']:.0f} TF/s) "
            f"-> {pair['fused_vs_plain']:.3f}"
            for pair in row["plain"]
        )
        kernel_rows.keep(
            rows, row,
            f"{row['kernel']:<58} {'ok' if row['correct'] else 'WRONG'} {row['epilogue']}\n"
            f"    fused / plain: {against}\n    torch unfused {row['torch_unfused_ms']:.3f} ms "
            f"-> {row['torch_unfused_vs_fused']:.2f}x",
        )
    return gpu_bench.finish_rows(rows, options.json)


if __name__ == "__main__":
    sys.exit(main())
