"""Per-pass wall times from MLIR's timing report, which the DSL can only print to file descriptor 2."""

from __future__ import annotations

import os
import re
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

_ROW = re.compile(r"^(?P<indent>\s*)(?P<times>(?:[\d.]+ \(\s*[\d.]+%\)\s+)+)(?P<name>\S.*?)\s*$")
_TIME = re.compile(r"([\d.]+) \(\s*[\d.]+%\)")
_NOT_PASSES = {"Rest", "Total"}


@dataclass(frozen=True)
class PassTime:
    class_name: str
    wall_ms: float


def parse_timing_report(report: str) -> list[PassTime]:
    """Passes in execution order with their wall time; analyses and nesting adaptors left out.

    Analysis rows start with `(A)` (their names are garbled in some releases), adaptor rows read
    `'gpu.module' Pipeline`, and `Rest`/`Total` are sums: none of them is a pass of the pipeline.
    """
    rows = []
    in_report = False
    for line in report.splitlines():
        if "Execution time report" in line:
            in_report = True
            continue
        if not in_report:
            continue
        match = _ROW.match(line)
        if not match:
            continue
        name = match["name"]
        if name.startswith("(A)") or name.endswith(" Pipeline") or name in _NOT_PASSES:
            continue
        wall = float(_TIME.findall(match["times"])[-1])
        rows.append(PassTime(name, wall * 1000.0))
    return rows


@contextmanager
def captured_stderr_fd(passthrough: bool = True) -> Iterator[list[str]]:
    """Redirect file descriptor 2 to a temp file; the yielded list receives the text afterwards.

    With `passthrough`, text that is not part of a timing report is written back to the real
    stderr, so the DSL's own warnings still reach the user.
    """
    sys.stderr.flush()
    saved = os.dup(2)
    sink = tempfile.TemporaryFile(mode="w+b")
    collected: list[str] = []
    os.dup2(sink.fileno(), 2)
    try:
        yield collected
    finally:
        sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(saved)
        sink.seek(0)
        text = sink.read().decode(errors="replace")
        sink.close()
        collected.append(text)
        remainder = _strip_timing_reports(text) if passthrough else ""
        if remainder.strip():
            sys.stderr.write(remainder)


def _strip_timing_reports(text: str) -> str:
    kept, skipping = [], False
    for line in text.splitlines(keepends=True):
        if line.startswith("===---") and not skipping:
            skipping = True
        if not skipping:
            kept.append(line)
        elif re.match(r"^\s+[\d.]+ \(100\.0%\)\s+Total\s*$", line):
            skipping = False
    return "".join(kept)
