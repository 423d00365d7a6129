"""Every instance timed on the GPU under one DSL release (next to torch), and two releases compared.

    PYTHONPATH=<DSL 4.5.3 site> python bench/cross_release.py --json t453.json   # one run per release,
    PYTHONPATH=<DSL 4.8.1 site> python bench/cross_release.py --json t481.json   # in one device call
    python bench/cross_release.py --table t453.json t481.json                    # markdown, with resources

Each instance is checked on normal values, then timed with `cute-ir run --bench`'s method (CUDA
events, alternating with torch's own kernel, median of rounds) at a size that fills the GPU; all in
this process, one instance after another (no child per instance: the child's start-up would double
the run), the file rewritten after each so a crash keeps what was measured. The two runs of one
comparison belong in one device call (same machine, same clocks, minutes apart): the verdict is
our time under one release against our time under the other; torch's time, measured beside ours in
each run, is shown so clock drift between the runs can be seen (its kernel is the same in both). Two
processes cannot share a clock: see below for how the comparison reads them. The table puts each instance's
resources from the goldens of both releases (registers, SASS instructions) next to the times.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cute_ir import registry
from cute_ir.gpu import cases as gpu_cases  # noqa: E402
from cute_ir.errors import CuteIRError  # noqa: E402
from cute_ir.gpu.run import RunCase, check_cases  # noqa: E402

NOISE = 0.03  # relative changes below this are reported as unchanged (run-to-run spread of the ratios)


def bench_shape(kernel: Any) -> tuple[int, ...]:
    kind = gpu_cases.problem_kind(kernel)
    if not kind.startswith("gemm"):
        return (16384, 4096)
    return (1024, 1024, 1024) if kernel.metadata.kernel_class == "NaiveGemmKernel" else (8192, 8192, 8192)


def run_all(pattern: str, out: Path) -> dict[str, Any]:
    import cutlass
    import torch

    results: dict[str, Any] = {"dsl_version": str(cutlass.__version__), "device": torch.cuda.get_device_name(), "instances": {}}
    for kernel in registry.all_kernels():
        if not re.search(pattern, kernel.name):
            continue
        try:
            [report] = check_cases(kernel.name, [RunCase("normal", bench_shape(kernel))], bench=True)
            results["instances"][kernel.name] = report.to_json()
        except CuteIRError as err:
            results["instances"][kernel.name] = {"error": f"{type(err).__name__}: {err}"[:1000]}
        torch.cuda.empty_cache()
        print(kernel.name, json.dumps(results["instances"][kernel.name].get("bench")), flush=True)
        out.write_text(json.dumps(results, indent=1) + "\n")
    return results


def golden_resources(version: str, kernel: str) -> dict[str, int]:
    """registers and SASS instruction count from the golden's resources.txt (cu12, sm_90a)."""
    from cute_ir.golden.layout import GoldenKey, default_root
    from cute_ir.golden.store import GoldenStore

    key = GoldenKey(version, "cu12", "sm_90a", kernel)
    store = GoldenStore(default_root())
    if not store.exists(key):
        return {}
    text = store.load(key).texts.get("resources.txt", "")
    values: dict[str, int] = {}
    for name in ("registers", "instructions", "shared bytes"):
        found = re.search(rf"^\s+{name}\s+(\d+)$", text, re.M)
        if found:
            values[name] = int(found.group(1))
    return values


def _rate(bench: dict[str, Any]) -> str:
    if bench.get("tflops"):
        return f"{bench['tflops']:.{0 if bench['tflops'] >= 10 else 2}f} TFLOP/s"
    return f"{bench['gbps']:.0f} GB/s"


def table(first: dict[str, Any], second: dict[str, Any]) -> list[str]:
    a, b = first["dsl_version"], second["dsl_version"]
    rows = [
        f"| instance | {a} ms | {b} ms | {a} rate | {b} rate | torch ms ({a} run → {b} run) | {a} vs torch | {b} vs torch "
        f"| {b} vs {a} | registers | SASS instructions |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name in sorted(set(first["instances"]) | set(second["instances"])):
        left, right = first["instances"].get(name, {}), second["instances"].get(name, {})
        if "bench" not in left or "bench" not in right or not left.get("ok") or not right.get("ok"):
            why = left.get("error") or right.get("error") or "failed its check"
            rows.append(f"| {name} | " + " | ".join(["–"] * 8) + f" | {why.splitlines()[0][:80]} | |")
            continue
        x, y = left["bench"], right["bench"]
        change = x["ms"] / y["ms"]  # > 1: the second release's kernel is faster
        verdict = "same" if abs(change - 1) < NOISE else ("faster" if change > 1 else "slower")
        ra, rb = golden_resources(a, name), golden_resources(b, name)
        registers = f"{ra.get('registers', '?')} → {rb.get('registers', '?')}"
        instructions = f"{ra.get('instructions', '?')} → {rb.get('instructions', '?')}"
        rows.append(
            f"| {name} | {x['ms']:.4f} | {y['ms']:.4f} | {_rate(x)} | {_rate(y)} | {x['torch_ms']:.4f} → {y['torch_ms']:.4f} "
            f"| {x['ratio']:.2f} | {y['ratio']:.2f} "
            f"| {verdict} ({change:.2f}x) | {registers} | {instructions} |"
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, help="time every instance under the DSL on the path; write here")
    parser.add_argument("--kernels", default=".", help="regex on instance names (default: all)")
    parser.add_argument("--table", type=Path, nargs=2, metavar=("OLD", "NEW"), help="compare two runs' files")
    options = parser.parse_args(argv)
    if options.json:
        run_all(options.kernels, options.json)
    if options.table:
        first, second = (json.loads(path.read_text()) for path in options.table)
        print(f"{second['device']}; 'vs torch' = torch time / ours; '{second['dsl_version']} vs "
              f"{first['dsl_version']}' = our {first['dsl_version']} time / our {second['dsl_version']} time\n")
        print("\n".join(table(first, second)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
