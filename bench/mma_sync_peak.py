"""What bounds the SM80 GEMM on a Hopper GPU: the best-case mma.sync throughput beside torch.matmul.

    python bench/mma_sync_peak.py                 # bf16, torch.matmul at 8192^3
    python bench/mma_sync_peak.py --json out.json
    python bench/mma_sync_peak.py --ctas-per-sm 1 --ctas-per-sm 2 --ctas-per-sm 3   # occupancy sweep

The kernel does nothing but the SM80 GEMM's tensor-core instruction (mma.sync m16n8k16, fp32
accumulation) on operands already in registers: no loads, no shared memory, no epilogue, four warps a
CTA each holding a 64x64 accumulator tile (32 independent MMAs a k-step, as the GEMM's 128x128 tile
gives them), several CTAs an SM. Its TFLOP/s is an upper bound for any mma.sync GEMM on this GPU (the
SM80 instances, fused or plain). torch.matmul at the same dtype runs cuBLAS's Hopper kernels (WGMMA)
and is timed side by side in the same process (`cute_ir.gpu.bench.time_pair`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cutlass  # noqa: E402
import cutlass.cute as cute  # noqa: E402

from cute_ir.gpu import bench as gpu_bench  # noqa: E402
from cute_ir.registry import dsl_compat  # noqa: E402

MMA_INSTRUCTION_MNK = (16, 8, 16)
WARP_LAYOUT = (2, 2, 1)  # four warps, as the SM80 GEMM's 128x128 instances
CTA_TILE_MN = (128, 128)  # each warp a 64x64 accumulator tile: 128 fp32 registers a thread
THREADS = 128
CTAS_PER_SM = 3  # 128 threads of ~170 registers: several CTAs an SM keep every scheduler fed (3 fit)
ITERATIONS = 4096


def mma_sync_program(dtype_name: str) -> Any:
    """The @cute.jit entry: out[thread] = the sum of its accumulators after ITERATIONS k-steps (kept, so
    no MMA is dead code)."""
    dtype = {"bf16": cutlass.BFloat16, "f16": cutlass.Float16}[dtype_name]
    tile_m, tile_n = CTA_TILE_MN

    @cute.kernel
    def kernel(out: cute.Tensor, iterations: cutlass.Int32):
        tidx, _, _ = cute.arch.thread_idx()
        block, _, _ = cute.arch.block_idx()
        tiled_mma = cute.make_tiled_mma(cute.nvgpu.warp.MmaF16BF16Op(dtype, cutlass.Float32, MMA_INSTRUCTION_MNK), WARP_LAYOUT)
        thr_mma = tiled_mma.get_slice(tidx)
        fragment_a = cute.make_rmem_tensor(thr_mma.partition_shape_A((tile_m, MMA_INSTRUCTION_MNK[2])), dtype)
        fragment_b = cute.make_rmem_tensor(thr_mma.partition_shape_B((tile_n, MMA_INSTRUCTION_MNK[2])), dtype)
        accumulators = cute.make_rmem_tensor(thr_mma.partition_shape_C((tile_m, tile_n)), cutlass.Float32)
        fragment_a.fill(1.0 / 64)
        fragment_b.fill(1.0 / 64)
        accumulators.fill(0.0)
        for _ in range(iterations):
            cute.gemm(tiled_mma, accumulators, fragment_a, fragment_b, accumulators)
        out[block * THREADS + tidx] = accumulators.load().reduce(cute.ReductionOp.ADD, 0.0, 0)

    @cute.jit
    def launch(out: cute.Tensor, iterations: cutlass.Int32, ctas: cutlass.Int32, stream: Any):
        kernel(out, iterations).launch(grid=[ctas, 1, 1], block=[THREADS, 1, 1], stream=stream)

    return launch


def compile_mma_sync(dtype_name: str, out: Any, ctas: int) -> Any:
    """`out` (float32, ctas * THREADS): a torch tensor; on the CPU, compiling needs no GPU."""
    from cutlass.cute.runtime import from_dlpack

    return cute.compile(mma_sync_program(dtype_name), from_dlpack(out), ITERATIONS, ctas, dsl_compat.fake_stream())


def main(argv: list[str] | None = None) -> int:
    import torch

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dtype", choices=("bf16", "f16"), default="bf16")
    parser.add_argument("--size", type=int, default=8192, help="torch.matmul's M = N = K")
    parser.add_argument("--ctas-per-sm", type=int, action="append",
                        help=f"CTAs launched per SM (repeat for a sweep; default {CTAS_PER_SM})")
    parser.add_argument("--json", type=Path)
    options = parser.parse_args(argv)

    torch_dtype = {"bf16": torch.bfloat16, "f16": torch.float16}[options.dtype]
    size = options.size
    a = torch.randn(size, size, device="cuda", dtype=torch_dtype)
    b = torch.randn(size, size, device="cuda", dtype=torch_dtype)
    c = torch.empty(size, size, device="cuda", dtype=torch_dtype)
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    rows = [_peak_row(options.dtype, sms * per_sm, (a, b, c)) for per_sm in options.ctas_per_sm or [CTAS_PER_SM]]
    return gpu_bench.finish_rows(rows, options.json)


def _peak_row(dtype_name: str, ctas: int, matmul_operands: tuple[Any, Any, Any]) -> dict[str, Any]:
    """The mma.sync kernel on `ctas` CTAs (checked), timed beside torch.matmul of the operands."""
    import torch
    from cutlass.cute.runtime import from_dlpack

    out = torch.zeros(ctas * THREADS, dtype=torch.float32, device="cuda")
    compiled = compile_mma_sync(dtype_name, out, ctas)
    launch_arguments = (from_dlpack(out), ITERATIONS, ctas, dsl_compat.current_torch_stream(out))
    mma_sync = lambda: compiled(*launch_arguments)  # noqa: E731
    mma_sync()
    torch.cuda.synchronize()
    # every thread's sum: its 128 accumulators, each ITERATIONS * 16 products of (1/64)^2
    expected = 128 * ITERATIONS * 16 / 64**2
    correct = bool(torch.allclose(out, torch.full_like(out, expected), rtol=1e-3))

    a, b, c = matmul_operands
    size = a.shape[0]
    mma_s, matmul_s, _ = gpu_bench.time_pair(mma_sync, lambda: torch.matmul(a, b, out=c))
    mma_flops = ctas * ITERATIONS * 2 * CTA_TILE_MN[0] * CTA_TILE_MN[1] * MMA_INSTRUCTION_MNK[2]
    row = {
        "kernel": f"mma_sync_m16n8k16_{dtype_name}_peak",
        "correct": correct,
        "check": f"out == {expected} everywhere" if correct else f"out {out[:4].tolist()} != {expected}",
        "ctas": ctas,
        "mma_sync_ms": mma_s * 1e3,
        "mma_sync_tflops": mma_flops / mma_s / 1e12,
        "torch_matmul_size": size,
        "torch_matmul_ms": matmul_s * 1e3,
        "torch_matmul_tflops": 2.0 * size**3 / matmul_s / 1e12,
    }
    row["mma_sync_vs_torch_matmul"] = row["mma_sync_tflops"] / row["torch_matmul_tflops"]
    print(
        f"{row['kernel']}: {'ok' if correct else 'WRONG'} {row['mma_sync_tflops']:.0f} TFLOP/s ({ctas} CTAs); "
        f"torch.matmul {size}^3 {row['torch_matmul_tflops']:.0f} TFLOP/s -> {row['mma_sync_vs_torch_matmul']:.3f}",
        flush=True,
    )
    return row


if __name__ == "__main__":
    sys.exit(main())
