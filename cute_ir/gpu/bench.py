"""Time one checked case against torch's own kernel for the same problem (`cute-ir run --bench`).

Why this method: GPU clocks drift between runs and machines, so only a ratio measured side by side
means anything. CUDA events time `LAUNCHES` back-to-back launches; ours and torch's alternate for
`ROUNDS` rounds after a warm-up, and each reports the median over rounds. Work is counted as what
must move (every operand read or written once: GB/s) or FLOPs (a GEMM's 2·M·N·K: TFLOP/s), as the
problem (cute_ir.problems) states it.
"""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
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


def bench_case(kernel: Any, args: Any, artifact: Any, workspace: Any) -> BenchResult:
    """Time the compiled `artifact` on `args` against the problem's `torch_equivalent`, side by side."""
    launch = kernel.launch_arguments(args, workspace)
    seconds, torch_seconds, launches = time_pair(lambda: artifact.compiled(*launch), args.torch_equivalent(kernel.metadata))
    work = args.work()
    gbps = torch_gbps = tflops = torch_tflops = None
    if work.flops is not None:
        tflops, torch_tflops = work.flops / seconds / 1e12, work.flops / torch_seconds / 1e12
    if work.bytes_moved is not None:
        gbps, torch_gbps = work.bytes_moved / seconds / 1e9, work.bytes_moved / torch_seconds / 1e9
    return BenchResult(
        ms=seconds * 1e3, torch_ms=torch_seconds * 1e3, ratio=torch_seconds / seconds, gbps=gbps,
        torch_gbps=torch_gbps, tflops=tflops, torch_tflops=torch_tflops, launches=launches, rounds=ROUNDS,
    )


def finish_rows(rows: list[dict[str, Any]], json_path: Path | None) -> int:
    """The end of a bench script: its rows as JSON beside the device, DSL and torch they were measured
    with (where asked), and its exit status: 1 when any row's result was wrong."""
    import torch

    from cute_ir.registry.dsl_compat import dsl_version

    if json_path is not None:
        json_path.write_text(json.dumps({"device": torch.cuda.get_device_name(), "dsl_version": dsl_version(),
                                         "torch": torch.__version__, "rows": rows}, indent=1))
    return 0 if all(row["correct"] for row in rows) else 1
