"""The release x kernel table of a sweep, as a terminal table or as Markdown for docs."""

from __future__ import annotations

import re

from cute_ir.sweep.run import Cell, SweepResult

COLUMNS = ("release", "kernel", "regs", "smem", "local", "stack", "spill B st/ld", "SASS", "change vs previous",
           "checks")
_SHORT = {"registers": "regs", "shared_bytes": "smem", "dynamic_shared_bytes": "dyn smem", "local_bytes": "local",
          "stack_bytes": "stack", "spill_store_bytes": "spill st B", "spill_load_bytes": "spill ld B",
          "spill_stores": "STL", "spill_loads": "LDL", "instructions": "SASS"}


def table_rows(result: SweepResult) -> list[tuple[str, ...]]:
    """One row per (release, kernel) the sweep knows, releases in sweep order."""
    rows = []
    for spec in result.specs:
        if not result.kernels and spec in result.errors:
            rows.append((spec, "-", "", "", "", "", "", "", f"failed: {error_gist(result.errors[spec])}", ""))
        for kernel in result.kernels:
            cell = result.cell(spec, kernel)
            if cell is not None:
                rows.append(_row(cell))
    return rows


def _row(cell: Cell) -> tuple[str, ...]:
    resources = cell.resources
    if cell.trace is None or not cell.trace.ok or resources is None:
        why = f"failed (exit {cell.exit_code}): " if cell.exit_code else "failed: "
        return (cell.spec, cell.kernel, "", "", "", "", "", "", why + error_gist(cell.error), _checks(cell))
    dynamic = resources.dynamic_shared_bytes
    return (
        cell.spec,
        cell.kernel,
        str(resources.registers),
        str(resources.shared_bytes) if dynamic == 0 else f"{resources.shared_bytes}+{_value(dynamic, unknown='?')}",
        str(resources.local_bytes),
        _value(resources.stack_bytes),
        f"{_value(resources.spill_store_bytes)}/{_value(resources.spill_load_bytes)}",
        str(resources.instructions),
        _change(cell),
        _checks(cell),
    )


def _change(cell: Cell) -> str:
    change = cell.change
    if change is None:
        return "(first)"
    if not change.differs:
        return f"same as {change.against}"
    parts = [f"{_SHORT.get(metric, metric)} {_value(a)}->{_value(b)}" for metric, (a, b) in change.resource_deltas.items()]
    code = [name for name, differs in (("PTX", change.ptx_differs), ("SASS", change.sass_differs)) if differs]
    if code:
        parts.append(f"{'/'.join(code)} differ")
    if change.input_differs:
        parts.append("input IR differs")
    if change.culprit:
        parts.append(f"{'cause' if change.verified else 'suspect'} {change.culprit}")
    return f"vs {change.against}: " + ("; ".join(parts) if parts else "IR differs")


def _checks(cell: Cell) -> str:
    if cell.checks is None:
        return ""
    if cell.checks.ok:
        return "ok"
    failed = [str(v.rule) for v in cell.checks.budget_violations] + [
        f"{f.check.origin}@{f.check.stage}" for f in cell.checks.pattern_failures
    ]
    return "FAIL " + ", ".join(failed)


def _value(value: int | None, unknown: str = "-") -> str:
    return unknown if value is None else str(value)


def error_gist(text: str) -> str:
    """The last line of an error, without the file paths in parentheses that Python's import errors add."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return re.sub(r"\s*\((?:/|[A-Za-z]:\\)[^)]*\)", "", lines[-1] if lines else "")[:160]


def markdown(result: SweepResult) -> str:
    """A Markdown table (the kernel column dropped when the sweep has one kernel)."""
    rows = table_rows(result)
    single = len(result.kernels) <= 1
    keep = [i for i, name in enumerate(COLUMNS) if not (single and name == "kernel")]
    lines = ["| " + " | ".join(COLUMNS[i] for i in keep) + " |", "|" + "---|" * len(keep)]
    lines += ["| " + " | ".join(row[i].replace("|", "\\|") for i in keep) + " |" for row in rows]
    return "\n".join(lines) + "\n"
