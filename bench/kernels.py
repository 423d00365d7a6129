"""Bandwidth of our elementwise add and row reductions next to torch's own, on one GPU.

    python bench/kernels.py                    # add (f32/f16/bf16), softmax and RMSNorm
    python bench/kernels.py --rows 8192 --cols 8192 --json out.json

Targets: elementwise add >= 0.90 of torch.add's bandwidth, softmax and RMSNorm >= 0.80 of
torch.softmax's and torch.nn.functional.rms_norm's. Each pair is measured in one process with CUDA
events, the two alternating for several rounds (median of rounds, mean of launches within one).
Bytes counted: what must move (inputs read once, outputs written once). Each kernel's output is
checked against torch before it is timed, so a wrong kernel cannot look fast.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cute_ir.errors import NoGPUError  # noqa: E402
from cute_ir.gpu.run import require_gpu  # noqa: E402

TARGETS = {"add": 0.90, "softmax": 0.80, "rmsnorm": 0.80}
ROUNDS = 7


@dataclass
class Result:
    op: str
    dtype: str
    shape: tuple[int, int]
    ours_gbps: float
    torch_gbps: float
    ratio: float
    target: float

    @property
    def met(self) -> bool:
        return self.ratio >= self.target


def _time_pair(ours: Callable[[], Any], reference: Callable[[], Any], launches: int) -> tuple[float, float]:
    """Median over rounds of the mean launch time (seconds) of each, alternating the two."""
    from cute_ir.gpu.bench import mean_launch_seconds

    for fn in (ours, reference):  # warm up: clocks, caches, lazy initialisation
        mean_launch_seconds(fn, launches)
    times_ours, times_ref = [], []
    for _ in range(ROUNDS):
        times_ours.append(mean_launch_seconds(ours, launches))
        times_ref.append(mean_launch_seconds(reference, launches))
    return statistics.median(times_ours), statistics.median(times_ref)


def _prepare(name: str, args: Any) -> Callable[[], Any]:
    """Compile `name` for `args` and return a call of the compiled kernel with converted arguments."""
    import torch

    from cute_ir import registry

    kernel = registry.get_kernel(name)
    status = kernel.supports(args)
    if not status:
        raise SystemExit(f"{name}: {status.error}")
    size = kernel.get_workspace_size(args)
    workspace = torch.empty(size, dtype=torch.uint8, device="cuda") if size else None
    artifact = kernel.compile(args)
    launch = kernel.launch_arguments(args, workspace)
    return lambda: artifact.compiled(*launch)


def bench_add(dtype: str, rows: int, cols: int, launches: int) -> Result:
    import torch

    from cute_ir import kernels, registry

    torch_dtype = getattr(torch, registry.dtypes.torch_dtype_name(dtype))
    a = torch.randn(rows, cols, device="cuda", dtype=torch_dtype)
    b = torch.randn(rows, cols, device="cuda", dtype=torch_dtype)
    out, expected = torch.empty_like(a), torch.empty_like(a)
    ours = _prepare(f"elementwise_add_sm80_{dtype}_v128", kernels.ElementwiseArguments(a, b, out))
    ours()
    torch.add(a, b, out=expected)
    torch.testing.assert_close(out, expected, rtol=0, atol=0)
    t_ours, t_ref = _time_pair(ours, lambda: torch.add(a, b, out=expected), launches)
    moved = 3 * a.numel() * a.element_size()
    return Result("add", dtype, (rows, cols), moved / t_ours / 1e9, moved / t_ref / 1e9, t_ref / t_ours, TARGETS["add"])


def bench_row(op: str, dtype: str, rows: int, cols: int, launches: int) -> Result:
    import torch
    import torch.nn.functional as F

    from cute_ir import kernels, registry

    torch_dtype = getattr(torch, registry.dtypes.torch_dtype_name(dtype))
    x = torch.randn(rows, cols, device="cuda", dtype=torch_dtype)
    out = torch.empty_like(x)
    threads = {"f32": 128, "f16": 128, "bf16": 256}[dtype]
    name = f"{op}_sm80_{dtype}_t{threads}"
    if op == "softmax":
        ours = _prepare(name, kernels.RowReductionArguments(x, out))

        def reference() -> Any:
            return torch.softmax(x, dim=-1)

        moved = 2 * x.numel() * x.element_size()
    else:
        weight = torch.randn(cols, device="cuda", dtype=torch_dtype)
        ours = _prepare(name, kernels.RowReductionArguments(x, out, weight, epsilon=1e-6))

        def reference() -> Any:
            return F.rms_norm(x, (cols,), weight, eps=1e-6)

        moved = 2 * x.numel() * x.element_size() + weight.numel() * weight.element_size()
    ours()
    tolerance = {"f32": 1e-4, "f16": 4e-3, "bf16": 3e-2}[dtype]
    torch.testing.assert_close(out.float(), reference().float(), rtol=tolerance, atol=tolerance * 1e-2)
    t_ours, t_ref = _time_pair(ours, reference, launches)
    return Result(op, dtype, (rows, cols), moved / t_ours / 1e9, moved / t_ref / 1e9, t_ref / t_ours, TARGETS[op])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=16384, help="rows of every problem")
    parser.add_argument("--cols", type=int, default=4096, help="columns (the reduced dimension)")
    parser.add_argument("--launches", type=int, default=20, help="launches per timed round")
    parser.add_argument("--json", type=Path, help="also write the results here")
    options = parser.parse_args(argv)
    try:
        require_gpu()
    except NoGPUError as err:
        print(f"bench/kernels.py: {err}", file=sys.stderr)
        return int(err.exit_code)
    import torch

    results = [bench_add(dtype, options.rows, options.cols, options.launches) for dtype in ("f32", "f16", "bf16")]
    for op in ("softmax", "rmsnorm"):
        results += [bench_row(op, dtype, options.rows, options.cols, options.launches) for dtype in ("f32", "f16", "bf16")]

    print(f"{torch.cuda.get_device_name()}; GB/s = bytes that must move / time; ratio = torch time / our time")
    print(f"{'op':8} {'dtype':5} {'shape':>12} {'ours GB/s':>10} {'torch GB/s':>11} {'ratio':>6} {'target':>7}")
    for r in results:
        verdict = "ok" if r.met else "BELOW"
        print(f"{r.op:8} {r.dtype:5} {'x'.join(map(str, r.shape)):>12} {r.ours_gbps:10.0f} {r.torch_gbps:11.0f} "
              f"{r.ratio:6.2f} {r.target:7.2f} {verdict}")
    if options.json:
        options.json.write_text(json.dumps([asdict(r) | {"met": r.met} for r in results], indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
