"""What the kernel-vs-baseline bench scripts (conv2d, gemm_epilogue, gemm_splitk, gemm_grouped) share:
their command line, the summary of each row's correctness check, a compiled launch on a zeroed
workspace, and how a row is kept and printed; the end of a script is `cute_ir.gpu.bench.finish_rows`.
Imported as `bench.kernel_rows` (each script puts the repository root on sys.path)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def parser(doc: str | None) -> argparse.ArgumentParser:
    """The script's command line: its module doc as the help, `--json PATH` for the rows."""
    command_line = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    command_line.add_argument("--json", type=Path)
    return command_line


def check_summary(report: Any) -> str:
    """A row's `check`: the failed case's description, or its largest error when every element matched."""
    return report.describe_failure() if not report.ok else f"0 mismatches, max abs error {report.max_abs_error:.3g}"


def compiled_launch(kernel: Any, args: Any) -> tuple[Any, tuple]:
    """(compiled function, its launch arguments) for `args`, on a zeroed workspace of its own."""
    import torch

    workspace = torch.zeros(kernel.get_workspace_size(args), dtype=torch.uint8, device="cuda")
    return kernel.compile(args).compiled, kernel.launch_arguments(args, workspace)


def keep(rows: list[dict], row: dict, line: str) -> None:
    """Add `row` and print its line at once (a bench runs for minutes; each row shows as it lands)."""
    rows.append(row)
    print(line, flush=True)
