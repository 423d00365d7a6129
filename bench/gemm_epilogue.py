"""Speed of the fused-epilogue GEMMs against our plain GEMM of the same configuration and against
torch's unfused matmul + epilogue, side by side in one process, on one GPU.

    python bench/gemm_epilogue.py                 # 8192^3, every registered gemm_sm90_epilogue instance
    python bench/gemm_epilogue.py --size 4096 --json out.json
    python bench/gemm_epilogue.py --sm80          # the SM80 GEMM's fused trees (SM80_TREES, built here)

For each instance: our fused kernel, our plain GEMM (`--plain`, same tile and cluster; with --sm80 the
plain SM80 GEMM of the same configuration) and torch (`torch.matmul`, then the epilogue's elementwise
ops, which is what an unfused model does), timed by `cute_ir.gpu.bench.time_pair` (alternating rounds,
medians). Each fused instance is first checked against the float64 reference on the timed problem
(one `cute-ir run` case).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cute_ir.gpu import bench as gpu_bench
from cute_ir.gpu import run as gpu_run  # noqa: E402
from cute_ir.kernels import GemmArguments  # noqa: E402
from cute_ir.registry import get_kernel, get_kernels  # noqa: E402

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


def bench_instance(kernel, plain, size: int) -> dict:
    import torch

    name, plain_name = kernel.name, plain.name
    report = gpu_run.check_kernel_cases(kernel, [gpu_run.RunCase("normal", (size, size, size))])[0]
    args = gpu_run._torch_arguments(kernel.example_arguments(), (size, size, size), seed=7)
    args = args.with_operands({name: tensor[:1] for name, tensor in args.operands().items() if tensor.dim() == 3})
    fused_launch = kernel.launch_arguments(args)
    fused = kernel.compile(args)
    plain_args = GemmArguments(A=args.A, B=args.B, out=torch.empty_like(args.out))
    if plain.metadata.operands["A"].dtype != kernel.metadata.operands["A"].dtype:
        raise SystemExit(f"{plain_name} and {name} take different dtypes; pass --plain")
    plain_artifact = plain.compile(plain_args)
    plain_launch = plain.launch_arguments(plain_args)
    torch_unfused = args.torch_equivalent(kernel.metadata)
    fused_s, plain_s, _ = gpu_bench.time_pair(lambda: fused.compiled(*fused_launch), lambda: plain_artifact.compiled(*plain_launch))
    fused_again_s, torch_s, _ = gpu_bench.time_pair(lambda: fused.compiled(*fused_launch), torch_unfused)
    flops = 2.0 * size**3
    return {
        "kernel": name,
        "epilogue": kernel.metadata.epilogue,
        "correct": report.ok,
        "check": report.describe_failure() if not report.ok else f"0 mismatches, max abs error {report.max_abs_error:.3g}",
        "size": size,
        "fused_ms": fused_s * 1e3,
        "plain_ms": plain_s * 1e3,
        "fused_vs_plain": plain_s / fused_s,
        "fused_ms_torch_round": fused_again_s * 1e3,
        "torch_unfused_ms": torch_s * 1e3,
        "torch_unfused_vs_fused": torch_s / fused_again_s,
        "fused_tflops": flops / fused_s / 1e12,
        "plain_tflops": flops / plain_s / 1e12,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=8192)
    parser.add_argument("--plain", default=PLAIN, help="our plain GEMM to compare with (same dtype)")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--sm80", action="store_true", help="the SM80 GEMM's fused trees against the plain SM80 GEMM")
    options = parser.parse_args(argv)
    rows = []
    fused = sm80_fused_kernels() if options.sm80 else get_kernels(metadata_filter={"family": "gemm_sm90_epilogue"})
    for kernel in fused:
        dtype = kernel.metadata.operands["A"].dtype
        plain = SM80_PLAIN if options.sm80 else options.plain
        plain = plain if dtype == "bf16" else plain.replace("_bf16_", f"_{dtype}_")
        row = bench_instance(kernel, get_kernel(plain), options.size)
        rows.append(row)
        print(
            f"{row['kernel']:<50} {row['epilogue']:<40} {'ok' if row['correct'] else 'WRONG'} "
            f"fused {row['fused_ms']:.3f} ms ({row['fused_tflops']:.0f} TF/s) plain {row['plain_ms']:.3f} ms "
            f"-> {row['fused_vs_plain']:.3f} of plain; torch unfused {row['torch_unfused_ms']:.3f} ms "
            f"-> {row['torch_unfused_vs_fused']:.2f}x",
            flush=True,
        )
    return gpu_bench.finish_rows(rows, options.json)


if __name__ == "__main__":
    sys.exit(main())
