"""Versions of kernels/row_reduction.py side by side with torch, in one process on one GPU.

    git show 24d9f7d^:kernels/row_reduction.py > /tmp/old.py
    python bench/row_variants.py old=/tmp/old.py new=kernels/row_reduction.py --ops softmax:bf16,rmsnorm:bf16

Why: two processes that each time one version see different clocks and caches; here every version
of an instance is compiled in the same process and the versions and torch take turns within every
round (median of rounds, mean of launches within one), so a few percent between versions is
measurable. Each version's output is checked against torch before it is timed. A version file is any
row_reduction.py whose `RowReductionKernel.generate_kernels()` lists the instance (same name).
Bytes counted as in bench/kernels.py: input read once, output written once (and the weight).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cute_ir.errors import NoGPUError  # noqa: E402
from cute_ir.gpu.bench import mean_launch_seconds  # noqa: E402
from cute_ir.gpu.run import require_gpu  # noqa: E402

THREADS = {"f32": 128, "f16": 128, "bf16": 256}


def load_version(label: str, path: Path) -> Any:
    """Import one row_reduction.py under its own module name (its kernels are distinct functions), inside
    cute_ir.kernels, whose other modules its relative imports name."""
    import cute_ir.kernels  # noqa: F401  (the package its relative imports resolve in)

    spec = importlib.util.spec_from_file_location(f"cute_ir.kernels.row_reduction_{label}", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"bench/row_variants.py: cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _launcher(module: Any, name: str, args: Any) -> Callable[[], Any]:
    import torch

    kernel = {k.name: k for k in module.RowReductionKernel.generate_kernels()}[name]
    size = kernel.get_workspace_size(args)
    workspace = torch.empty(size, dtype=torch.uint8, device="cuda") if size else None
    artifact = kernel.compile(args)
    launch = kernel.launch_arguments(args, workspace)
    return lambda: artifact.compiled(*launch)


def bench(op: str, dtype: str, versions: dict[str, Any], rows: int, cols: int, rounds: int, launches: int) -> dict[str, Any]:
    import torch
    import torch.nn.functional as F

    from cute_ir import kernels, registry

    torch_dtype = getattr(torch, registry.dtypes.torch_dtype_name(dtype))
    x = torch.randn(rows, cols, device="cuda", dtype=torch_dtype)
    out = torch.empty_like(x)
    name = f"{op}_sm80_{dtype}_t{THREADS[dtype]}"
    moved = 2 * x.numel() * x.element_size()
    if op == "softmax":
        args = kernels.RowReductionArguments(x, out)

        def reference() -> Any:
            return torch.softmax(x, dim=-1)
    else:
        weight = torch.randn(cols, device="cuda", dtype=torch_dtype)
        args = kernels.RowReductionArguments(x, out, weight, epsilon=1e-6)
        moved += weight.numel() * weight.element_size()

        def reference() -> Any:
            return F.rms_norm(x, (cols,), weight, eps=1e-6)

    tolerance = {"f32": 1e-4, "f16": 4e-3, "bf16": 3e-2}[dtype]
    expected = reference().float()
    timed: dict[str, Callable[[], Any]] = {}
    for label, module in versions.items():
        timed[label] = _launcher(module, name, args)
        out.fill_(float("nan"))
        timed[label]()
        torch.testing.assert_close(out.float(), expected, rtol=tolerance, atol=tolerance * 1e-2, msg=lambda m: f"{label}: {m}")
    timed["torch"] = reference
    times: dict[str, list[float]] = {label: [] for label in timed}
    for fn in timed.values():  # warm up: clocks, caches, lazy initialisation
        mean_launch_seconds(fn, launches)
    for round_ in range(rounds):
        order = list(timed) if round_ % 2 == 0 else list(reversed(timed))  # no version always goes first
        for label in order:
            times[label].append(mean_launch_seconds(timed[label], launches))
    median = {label: statistics.median(values) for label, values in times.items()}
    return {
        "op": op, "dtype": dtype, "shape": [rows, cols], "instance": name,
        "gbps": {label: moved / t / 1e9 for label, t in median.items()},
        "ratio_to_torch": {label: median["torch"] / t for label, t in median.items() if label != "torch"},
        "spread": {label: (max(v) - min(v)) / statistics.median(v) for label, v in times.items()},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("versions", nargs="+", metavar="LABEL=FILE", help="row_reduction.py versions to compare")
    parser.add_argument("--ops", default="softmax:f32,softmax:f16,softmax:bf16,rmsnorm:f32,rmsnorm:f16,rmsnorm:bf16",
                        help="comma-separated op:dtype pairs")
    parser.add_argument("--rows", type=int, default=16384)
    parser.add_argument("--cols", type=int, default=4096)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--launches", type=int, default=20, help="launches per timed round")
    parser.add_argument("--json", type=Path, help="also write the results here")
    options = parser.parse_args(argv)
    pairs = [item.split("=", 1) for item in options.versions]
    if any(len(pair) != 2 for pair in pairs):
        parser.error("each version is LABEL=FILE")
    try:
        require_gpu()
    except NoGPUError as err:
        print(f"bench/row_variants.py: {err}", file=sys.stderr)
        return int(err.exit_code)
    import torch

    versions = {label: load_version(label, Path(path)) for label, path in pairs}
    results = [
        bench(op, dtype, versions, options.rows, options.cols, options.rounds, options.launches)
        for op, dtype in (item.split(":") for item in options.ops.split(","))
    ]
    labels = list(versions)
    print(f"{torch.cuda.get_device_name()}; {options.rows}x{options.cols}; GB/s (ratio = torch time / ours); "
          f"median of {options.rounds} alternating rounds")
    print(f"{'op':8} {'dtype':5} {'torch':>6} " + " ".join(f"{label:>16}" for label in labels) + "  max spread")
    for r in results:
        cells = " ".join(f"{r['gbps'][label]:8.0f} ({r['ratio_to_torch'][label]:4.2f})" for label in labels)
        print(f"{r['op']:8} {r['dtype']:5} {r['gbps']['torch']:6.0f} {cells}  {max(r['spread'].values()):.1%}")
    if options.json:
        options.json.write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
