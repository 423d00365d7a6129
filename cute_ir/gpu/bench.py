"""Time one checked case against torch's own kernel for the same problem (`cute-ir run --bench`).

Why this method: GPU clocks drift between runs and machines, so only a ratio measured side by side
means anything. CUDA events time `LAUNCHES` back-to-back launches; ours and torch's alternate for
`ROUNDS` rounds after a warm-up, and each reports the median over rounds. Work is counted as what
must move (every operand read or written once: GB/s) or, for a GEMM, 2·M·N·K (TFLOP/s).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

ROUNDS = 9
LAUNCHES = 10
MIN_ROUND_S = 2e-3  # a round of tiny problems is repeated up to this long, so event resolution does not matter


@dataclass
class BenchResult:
    ms: float  # ours, median per launch
    torch_ms: float
    ratio: float  # torch time / our time: > 1 means faster than torch
    gbps: float | None  # bytes that must move / time (memory-bound kernels)
    torch_gbps: float | None
    tflops: float | None  # 2·M·N·K / time (GEMMs)
    torch_tflops: float | None
    launches: int
    rounds: int

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def mean_launch_seconds(fn: Callable[[], Any], launches: int) -> float:
    """The mean time of `launches` back-to-back calls of `fn`, by CUDA events around them all."""
    import torch

    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(launches):
        fn()
    stop.record()
    stop.synchronize()
    return start.elapsed_time(stop) / 1e3 / launches


def time_pair(ours: Callable[[], Any], reference: Callable[[], Any], rounds: int = ROUNDS) -> tuple[float, float, int]:
    """(our seconds, torch's seconds, launches per round): medians over alternating rounds."""
    launches = LAUNCHES
    warm = max(mean_launch_seconds(ours, launches), mean_launch_seconds(reference, launches))  # clocks, caches, lazy initialisation
    if warm * launches < MIN_ROUND_S:
        launches = min(1000, math.ceil(MIN_ROUND_S / max(warm, 1e-7)))
    times_ours, times_ref = [], []
    for _ in range(rounds):
        times_ours.append(mean_launch_seconds(ours, launches))
        times_ref.append(mean_launch_seconds(reference, launches))
    return statistics.median(times_ours), statistics.median(times_ref), launches


def torch_equivalent(kernel: Any, args: Any) -> Callable[[], Any]:
    """torch's own kernel(s) for the same problem, in the operands' dtype, writing a scratch output."""
    import torch
    import torch.nn.functional as F

    from cute_ir import kernels

    if isinstance(args, kernels.GemmArguments):
        if args.epilogue is not None:  # unfused: the matmul, then the epilogue's elementwise kernels
            return lambda: args.epilogue.reference(torch.matmul(args.A, args.B))
        return lambda: torch.matmul(args.A, args.B)
    if isinstance(args, kernels.Conv2dArguments):  # NHWC/KRSC seen as NCHW/KCRS: cuDNN's channels-last path
        activation, weights = args.torch_nchw()
        return lambda: F.conv2d(activation, weights, stride=args.stride, padding=args.padding, dilation=args.dilation)
    if isinstance(args, kernels.ElementwiseArguments):
        scratch = torch.empty_like(args.out)
        ops: dict[str, Callable[[], Any]] = {
            "a+b": lambda: torch.add(args.A, args.B, out=scratch),
            "a*b": lambda: torch.mul(args.A, args.B, out=scratch),
            "relu(a)+b": lambda: torch.add(torch.relu(args.A), args.B, out=scratch),
        }
        return ops[kernel.metadata.epilogue]
    if args.weight is None:
        return lambda: torch.softmax(args.input, dim=-1)
    columns = args.input.shape[-1]
    return lambda: F.rms_norm(args.input, (columns,), args.weight, eps=args.epsilon)


def bench_case(kernel: Any, args: Any, artifact: Any, workspace: Any) -> BenchResult:
    """Time the compiled `artifact` on `args` against `torch_equivalent`, side by side."""
    from cute_ir import kernels

    launch = kernel.launch_arguments(args, workspace)
    seconds, torch_seconds, launches = time_pair(lambda: artifact.compiled(*launch), torch_equivalent(kernel, args))
    gbps = torch_gbps = tflops = torch_tflops = None
    if isinstance(args, kernels.GemmArguments):
        m, k = args.A.shape[-2:]
        n = args.B.shape[-1]
        batch = math.prod(args.out.shape[:-2])
        flops = 2.0 * m * n * k * batch
        tflops, torch_tflops = flops / seconds / 1e12, flops / torch_seconds / 1e12
    elif isinstance(args, kernels.Conv2dArguments):  # the implicit GEMM's 2·(N·P·Q)·K·(R·S·C)
        flops = 2.0 * args.out.numel() * math.prod(args.filter.shape[1:])
        tflops, torch_tflops = flops / seconds / 1e12, flops / torch_seconds / 1e12
    else:
        moved = sum(tensor.numel() * tensor.element_size() for tensor in args.operands().values())
        gbps, torch_gbps = moved / seconds / 1e9, moved / torch_seconds / 1e9
    return BenchResult(
        ms=seconds * 1e3, torch_ms=torch_seconds * 1e3, ratio=torch_seconds / seconds, gbps=gbps,
        torch_gbps=torch_gbps, tflops=tflops, torch_tflops=torch_tflops, launches=launches, rounds=ROUNDS,
    )
