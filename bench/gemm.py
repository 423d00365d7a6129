"""Speed and correctness of the tensor-core GEMM instances against torch.matmul, on one GPU.

    python bench/gemm.py                         # every gemm_sm80 / gemm_sm90 instance the GPU runs
    python bench/gemm.py --filter cluster=2x1 --size 4096 --json out.json
    python bench/gemm.py --operators             # also NVIDIA's operators (nvidia-cutlass-operators), best SM90 one named

For each instance: relative error against an fp32 torch reference on square, skinny, ragged and
batched shapes, then the median time of `--reps` launches (CUDA events around each launch, after
`--warmup` launches) at size^3, next to torch.matmul on the same operands, alternating the two
for ROUNDS rounds and taking the median of the rounds.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cute_ir.kernels import GemmArguments  # noqa: E402
from cute_ir.registry import Kernel, get_kernels  # noqa: E402
from cute_ir.registry import dsl_compat  # noqa: E402
from cute_ir.kernels._gemm_operands import relative_error, torch_operands  # noqa: E402
from cute_ir.registry.operands import describe  # noqa: E402

# (label, (L, M, N, K)): every shape keeps the 8-element alignment every layout needs.
CHECK_SHAPES = (
    ("square", (1, 512, 512, 512)),
    ("skinny", (1, 64, 4096, 1024)),
    ("ragged", (1, 1000, 1048, 520)),
    ("batched", (3, 384, 640, 264)),
)
TOLERANCE = 1e-2  # fp16/bf16 outputs: one rounding of the result is ~2e-3 relative
ROUNDS = 3


def median_ms(launch: Callable[[], None], warmup: int, reps: int) -> float:
    import torch

    for _ in range(warmup):
        launch()
    events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(reps)]
    for start, end in events:
        start.record()
        launch()
        end.record()
    torch.cuda.synchronize()
    return statistics.median(start.elapsed_time(end) for start, end in events)


def bound_launcher(kernel: Kernel, args: GemmArguments, artifact) -> Callable[[], None]:
    """The compiled function with its arguments converted once, so timing sees the GPU, not Python."""
    import torch

    tensors = {name: dsl_compat.to_cute_tensor(op, describe(op, name)) for name, op in args.operands().items()}
    stream = dsl_compat.current_torch_stream(args.A)
    jit_args = kernel.jit_arguments(args, tensors, None, stream)
    torch.cuda.synchronize()
    return lambda: artifact.compiled(*jit_args)


def bench_instance(kernel: Kernel, size: int, warmup: int, reps: int) -> dict:
    import torch

    # A and B letters; a provider that also names out's layout ("ttt") writes it row-major, as torch does
    layout, dtype = kernel.metadata.layout[:2], kernel.metadata.operands["A"].dtype
    row: dict = {"kernel": kernel.name, "errors": {}}
    artifact = None
    for label, shape in CHECK_SHAPES:
        args = torch_operands(layout, dtype, shape)
        artifact = artifact or kernel.compile(args)
        kernel.run(args, compiled_artifact=artifact)
        torch.cuda.synchronize()
        row["errors"][label] = relative_error(args)
    row["correct"] = all(error < TOLERANCE for error in row["errors"].values())

    args = torch_operands(layout, dtype, (1, size, size, size))
    launch = bound_launcher(kernel, args, artifact)
    # Alternate the two in rounds: the GPU's clocks drift over a run, and both should see the drift.
    ours_rounds, theirs_rounds = [], []
    for _ in range(ROUNDS):
        ours_rounds.append(median_ms(launch, warmup, reps))
        theirs_rounds.append(median_ms(lambda: torch.matmul(args.A, args.B, out=args.out), warmup, reps))
    ours, theirs = statistics.median(ours_rounds), statistics.median(theirs_rounds)
    flops = 2.0 * size**3
    row.update(
        size=size,
        ms=ours,
        torch_ms=theirs,
        tflops=flops / ours / 1e9,
        torch_tflops=flops / theirs / 1e9,
        ratio=theirs / ours,
    )
    return row


def main(argv: list[str] | None = None) -> int:
    import torch

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--filter", action="append", default=[], help="KEY=VALUE metadata filter (repeatable)")
    parser.add_argument("--size", type=int, default=8192)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--json", type=Path, help="write the rows here as JSON")
    parser.add_argument("--operators", action="store_true",
                        help="also NVIDIA's operators (provider cutlass_operators), in the same table")
    options = parser.parse_args(argv)

    major, minor = torch.cuda.get_device_capability()
    families = "gemm_sm80,gemm_sm90" + (",cutlass_operators" if options.operators else "")
    metadata_filter = {"family": families, **dict(item.split("=", 1) for item in options.filter)}
    kernels = get_kernels(metadata_filter=metadata_filter, cc=major * 10 + minor)
    rows = []
    for kernel in kernels:
        try:
            rows.append(bench_instance(kernel, options.size, options.warmup, options.reps))
        except Exception as error:  # one broken instance must not hide the others' numbers
            rows.append({"kernel": kernel.name, "correct": False, "failure": f"{type(error).__name__}: {error}"})
        print(json.dumps(rows[-1]), flush=True)

    header = {"device": torch.cuda.get_device_name(), "dsl": dsl_compat.dsl_version(), "torch": torch.__version__}
    if options.json:
        options.json.write_text(json.dumps({**header, "rows": rows}, indent=2))
    print(f"\n{header['device']}  DSL {header['dsl']}  torch {header['torch']}  bf16/f16 {options.size}^3")
    print(f"{'kernel':40} {'ok':3} {'max rel err':>11} {'ms':>7} {'TFLOP/s':>8} {'torch ms':>8} {'ratio':>6}")
    for row in rows:
        if "failure" in row:
            print(f"{row['kernel']:40} FAILED {row['failure'][:200]}")
            continue
        print(
            f"{row['kernel']:40} {'yes' if row['correct'] else 'NO':3} {max(row['errors'].values()):11.2e} "
            f"{row['ms']:7.3f} {row['tflops']:8.1f} {row['torch_ms']:8.3f} {row['ratio']:6.3f}"
        )
    for label, prefix in (("ours", "gemm_sm90_"), ("NVIDIA's operators", "nvop_sm90_")):
        timed = [row for row in rows if row["kernel"].startswith(prefix) and row.get("correct")]
        if timed:
            best = max(timed, key=lambda row: row["ratio"])
            print(f"best SM90 of {label}: {best['kernel']} {best['tflops']:.1f} TFLOP/s, {best['ratio']:.3f} of torch.matmul")
    return 0 if all(row.get("correct") for row in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
