"""Speed of the split-K GEMMs at K >> M·N, side by side in one process, on one GPU: parallel split-K
(partials + reduction, one artifact) vs torch.matmul and vs our plain SM80 GEMM of the same tile
(which has only (M/128)·(N/128) CTAs for 132 SMs at these shapes); serial split-K (slices summed in
order in the epilogue, no reduction kernel) with the same slices vs torch.matmul and vs parallel.

    python bench/gemm_splitk.py [--json out.json]

Each instance is first checked on each timed shape against the float64 reference (`cute-ir run`'s
check); timing is `cute_ir.gpu.bench.time_pair` (alternating rounds, medians). The serial kernel is
built here at each parallel instance's configuration (the registered serial instance fuses bias+ReLU).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cute_ir.gpu import bench as gpu_bench
from cute_ir.gpu import run as gpu_run  # noqa: E402
from cute_ir.kernels import GemmArguments  # noqa: E402
from cute_ir.registry import get_kernel, get_kernels  # noqa: E402

from bench import kernel_rows  # noqa: E402
from bench.kernel_rows import check_summary, compiled_launch  # noqa: E402

SHAPES = ((256, 256, 65536), (512, 512, 65536), (1024, 1024, 32768), (128, 4096, 16384))
PLAIN = {"bf16": "gemm_sm80_tn_bf16_128x128x64_s3", "f16": "gemm_sm80_tn_f16_128x256x64_s3"}


def bench_serial(parallel_name: str, shape: tuple[int, int, int]) -> dict:
    """Serial split-K at the parallel instance's configuration and slices, vs torch and vs parallel."""
    import torch

    from cute_ir.kernels.gemm_splitk import Sm80SerialSplitKGemmKernel

    parallel = get_kernel(parallel_name)
    serial = Sm80SerialSplitKGemmKernel(
        parallel.metadata.layout, parallel.metadata.operands["A"].dtype, parallel.config, parallel.splits
    )
    report = gpu_run.check_kernel_cases(serial, [gpu_run.RunCase("normal", shape)])[0]
    args = gpu_run._torch_arguments(serial.example_arguments(), shape, seed=11)
    serial_fn, serial_launch = compiled_launch(serial, args)
    parallel_args = GemmArguments(A=args.A, B=args.B, out=torch.empty_like(args.out))
    parallel_fn, parallel_launch = compiled_launch(parallel, parallel_args)
    serial_s, torch_s, _ = gpu_bench.time_pair(lambda: serial_fn(*serial_launch), lambda: torch.matmul(args.A, args.B))
    serial_again_s, parallel_s, _ = gpu_bench.time_pair(lambda: serial_fn(*serial_launch), lambda: parallel_fn(*parallel_launch))
    m, n, k = shape
    return {
        "kernel": serial.name, "shape": list(shape), "correct": report.ok,
        "check": check_summary(report),
        "ms": serial_s * 1e3, "tflops": 2.0 * m * n * k / serial_s / 1e12, "torch_ms": torch_s * 1e3,
        "torch_vs_ours": torch_s / serial_s, "ms_parallel_round": serial_again_s * 1e3, "parallel": parallel_name,
        "parallel_ms": parallel_s * 1e3, "parallel_vs_ours": parallel_s / serial_again_s,
    }


def bench(name: str, shape: tuple[int, int, int]) -> dict:
    import torch

    kernel = get_kernel(name)
    dtype = kernel.metadata.operands["A"].dtype
    report = gpu_run.check_kernel_cases(kernel, [gpu_run.RunCase("normal", shape)])[0]
    args = gpu_run._torch_arguments(kernel.example_arguments(), shape, seed=11)
    ours, launch = compiled_launch(kernel, args)
    plain = get_kernel(PLAIN[dtype])
    plain_fn, plain_launch = compiled_launch(plain, GemmArguments(A=args.A, B=args.B, out=torch.empty_like(args.out)))
    ours_s, torch_s, _ = gpu_bench.time_pair(lambda: ours(*launch), lambda: torch.matmul(args.A, args.B))
    ours_again_s, plain_s, _ = gpu_bench.time_pair(lambda: ours(*launch), lambda: plain_fn(*plain_launch))
    m, n, k = shape
    flops = 2.0 * m * n * k
    return {
        "kernel": name, "shape": list(shape), "correct": report.ok,
        "check": check_summary(report),
        "ms": ours_s * 1e3, "tflops": flops / ours_s / 1e12, "torch_ms": torch_s * 1e3, "torch_vs_ours": torch_s / ours_s,
        "ms_plain_round": ours_again_s * 1e3, "plain": plain.name, "plain_ms": plain_s * 1e3, "plain_vs_ours": plain_s / ours_again_s,
    }


def main(argv: list[str] | None = None) -> int:
    options = kernel_rows.parser(__doc__).parse_args(argv)
    rows = []
    for kernel in get_kernels(metadata_filter={"family": "gemm_sm80_splitk"}):
        for shape in SHAPES:
            row = bench(kernel.name, shape)
            kernel_rows.keep(
                rows, row,
                f"{row['kernel']:<42} {'x'.join(map(str, shape)):<16} {'ok' if row['correct'] else 'WRONG'} "
                f"{row['ms']:.3f} ms ({row['tflops']:.0f} TF/s) torch {row['torch_ms']:.3f} ms -> {row['torch_vs_ours']:.2f}x; "
                f"plain {row['plain']} {row['plain_ms']:.3f} ms -> {row['plain_vs_ours']:.2f}x",
            )
            serial = bench_serial(kernel.name, shape)
            kernel_rows.keep(
                rows, serial,
                f"{serial['kernel']:<42} {'x'.join(map(str, shape)):<16} {'ok' if serial['correct'] else 'WRONG'} "
                f"{serial['ms']:.3f} ms ({serial['tflops']:.0f} TF/s) torch {serial['torch_ms']:.3f} ms -> "
                f"{serial['torch_vs_ours']:.2f}x; parallel {serial['parallel_ms']:.3f} ms -> {serial['parallel_vs_ours']:.2f}x",
            )
    return gpu_bench.finish_rows(rows, options.json)


if __name__ == "__main__":
    sys.exit(main())
