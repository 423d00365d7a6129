"""The value-adversarial sweep: every instance on every distribution its family takes and on shapes at
and around its vector and tile boundaries (row and elementwise instances also on the issue's row
lengths), checked against float64 torch on one GPU; then a table.

    python bench/adversarial.py --json sweep.json                # run (one child per instance, --jobs at once)
    python bench/adversarial.py --table sweep.json               # markdown: instances x distributions
    python bench/adversarial.py --table before.json after.json   # the same, before -> after

A cell is ✓ when every case of that distribution passed, else the number of failing cases and the
first failure (distribution, shape, index, got / expected) is listed under the table.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cute_ir import registry
from cute_ir.gpu import cases as gpu_cases  # noqa: E402
from cute_ir.errors import CuteIRError  # noqa: E402
from cute_ir.gpu.run import RunCase, RunReport, run_cases  # noqa: E402

SHAPE_COLUMN = "shapes"  # normal values on the boundary and any-length shapes


def cases_for(kernel: Any) -> list[RunCase]:
    cases = [RunCase(distribution) for distribution in gpu_cases.distributions_for(kernel, "all")]
    return cases + [RunCase("normal", shape) for shape in gpu_cases.boundary_shapes(kernel)]


def sweep(pattern: str, jobs: int, timeout: float) -> dict[str, Any]:
    chosen = [kernel for kernel in registry.all_kernels() if re.search(pattern, kernel.name)]

    def one(kernel: Any) -> tuple[str, Any]:
        try:
            return kernel.name, [report.to_json() for report in run_cases(kernel.name, cases_for(kernel), timeout)]
        except CuteIRError as err:  # a crash or a compile failure is a result of the sweep too
            return kernel.name, {"error": f"{type(err).__name__}: {err}"[:2000]}

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return dict(pool.map(one, chosen))


def _cell(reports: list[RunReport]) -> str:
    if not reports:
        return "–"
    failed = [report for report in reports if not report.ok]
    return "✓" if not failed else f"✗ {len(failed)}/{len(reports)}"


def table(results: dict[str, Any]) -> tuple[list[str], list[str]]:
    """Markdown rows (one per instance) and the first failure of each failing instance."""
    columns = list(gpu_cases.DISTRIBUTIONS) + [SHAPE_COLUMN]
    rows = ["| instance | " + " | ".join(columns) + " |", "|---|" + "---|" * len(columns)]
    notes = []
    for name, data in sorted(results.items()):
        if isinstance(data, dict):
            rows.append(f"| {name} | " + " | ".join(["error"] * len(columns)) + " |")
            notes.append(f"- {name}: {data['error'].splitlines()[0]}")
            continue
        reports = [RunReport.from_json(dict(item)) for item in data]
        on_example = len(gpu_cases.distributions_for(registry.get_kernel(name), "all"))  # cases_for's order
        by_column: dict[str, list[RunReport]] = {column: [] for column in columns}
        for report in reports[:on_example]:
            by_column[report.distribution].append(report)
        by_column[SHAPE_COLUMN] = reports[on_example:]
        rows.append(f"| {name} | " + " | ".join(_cell(by_column[column]) for column in columns) + " |")
        failed = [report for report in reports if not report.ok]
        if failed:
            notes.append(f"- {failed[0].describe_failure()}")
    return rows, notes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, help="run the sweep and write the reports here")
    parser.add_argument("--kernels", default=".", help="regex on instance names (default: all)")
    parser.add_argument("--jobs", type=int, default=6, help="instances checked at once (each its own child)")
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds per instance")
    parser.add_argument("--table", type=Path, nargs="+", help="print the markdown table of these sweep files")
    options = parser.parse_args(argv)
    if options.json:
        results = sweep(options.kernels, options.jobs, options.timeout)
        options.json.write_text(json.dumps(results) + "\n")
        failing = sorted(name for name, data in results.items() if isinstance(data, dict) or not all(r["ok"] for r in data))
        print(f"{len(results)} instances, {len(failing)} with failures: {', '.join(failing) or 'none'}")
    for path in options.table or []:
        rows, notes = table(json.loads(path.read_text()))
        print(f"\n{path.name}\n\n" + "\n".join(rows) + ("\n\nFirst failure per instance:\n" + "\n".join(notes) if notes else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
