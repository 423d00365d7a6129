"""How long `cute-ir diff` takes on the two largest traces; the target is 1 s.

    python bench/diff_speed.py [TRACE_DIR_OR_ROOT ...] [--repeat N]

Every argument is a trace directory or a folder searched for trace manifests (default: the current
directory). The two traces with the most IR bytes are diffed and the report rendered, as
`cute-ir diff` does; the import of the DSL's MLIR bindings is done once beforehand and not counted,
as a long-lived process (the viewer, a test run) pays it once. Every run is cold: cute-ir keeps no
normalized text between diffs, and before each run the MLIR context of the function split and
Python's regex cache are dropped. Where the machine has two cores or more, the diff normalizes part
of the IR in a forked worker (`cute_ir.normalize.files`) and computes the per-pass effects in a forked
child (`cute_ir.diff.forked`); their starts are counted. Prints the best and median wall time of the
diff and their ratio to the target.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import time
from pathlib import Path

from cute_ir.diff import diff_traces
from cute_ir.diff.functions import _context
from cute_ir.diff.report import render_text
from cute_ir.trace import MANIFEST, Trace, load_trace

TARGET_S = 1.0


def find_traces(roots: list[Path]) -> list[Trace]:
    traces = []
    for root in roots:
        manifests = [root / MANIFEST] if (root / MANIFEST).is_file() else sorted(root.rglob(MANIFEST))
        for manifest in manifests:
            try:
                traces.append(load_trace(manifest.parent))
            except Exception:  # noqa: BLE001 - golden manifests and broken traces are not traces to time
                continue
    return traces


def ir_bytes(trace: Trace) -> int:
    files = {p.ir_file for p in trace.passes if p.ir_file}
    return sum(trace.path(f).stat().st_size for f in files)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("roots", nargs="*", type=Path, default=[Path(".")])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    traces = sorted(find_traces(args.roots), key=ir_bytes, reverse=True)
    if len(traces) < 2:
        print(f"need two traces under {', '.join(map(str, args.roots))}; found {len(traces)}", file=sys.stderr)
        return 3
    a, b = traces[:2]
    from cutlass._mlir import ir  # noqa: F401 - the one-off import, kept out of the timing

    times = []
    for _ in range(args.repeat):
        _context.cache_clear()
        re.purge()
        start = time.perf_counter()
        result = diff_traces(a, b, allow_other_kernel=True)
        render_text(result)
        times.append(time.perf_counter() - start)
    best, median = min(times), statistics.median(times)
    print(
        f"A: {a.root} ({a.kernel.name}, DSL {a.dsl_version}, {ir_bytes(a) / 1e6:.1f} MB of IR, {len(a.passes)} passes)"
    )
    print(
        f"B: {b.root} ({b.kernel.name}, DSL {b.dsl_version}, {ir_bytes(b) / 1e6:.1f} MB of IR, {len(b.passes)} passes)"
    )
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"diff: best {best:.3f} s, median {median:.3f} s over {args.repeat} runs on {cores} cores")
    print(f"ratio to the {TARGET_S:.0f} s target: best {best / TARGET_S:.2f}, median {median / TARGET_S:.2f}")
    return 0 if median <= TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
