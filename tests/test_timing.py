"""Reading MLIR's timing report: passes in order, analyses and adaptors left out."""

from __future__ import annotations

import os
from pathlib import Path

from cute_ir.capture.dsl.timing import captured_stderr_fd, parse_timing_report

REPORT = Path(__file__).parent / "data" / "timing_report_4.8.1.txt"


def test_report_of_4_8_1_lists_its_45_passes() -> None:
    times = parse_timing_report(REPORT.read_text())
    assert len(times) == 45
    assert times[0].class_name == "CuteRemoveStaticArgs"
    assert times[-1].class_name == "CudaErrorHandlingPass"
    names = [t.class_name for t in times]
    assert "DominanceInfo" not in " ".join(names)  # analyses are not passes
    assert not any(n.endswith("Pipeline") for n in names)
    assert all(t.wall_ms >= 0 for t in times)
    assert max(times, key=lambda t: t.wall_ms).class_name == "CudaToBinaryPass"


def test_user_and_wall_columns_take_the_wall_time() -> None:
    report = (
        "  ... Execution time report ...\n"
        "  ----User Time----  ----Wall Time----  ----Name----\n"
        "    0.0020 ( 20.0%)    0.0010 ( 10.0%)  CSEPass\n"
        "    0.0100 (100.0%)    0.0100 (100.0%)  Total\n"
    )
    (only,) = parse_timing_report(report)
    assert only.class_name == "CSEPass" and abs(only.wall_ms - 1.0) < 1e-9


def test_fd_capture_collects_and_passes_other_text_through(capfd) -> None:
    with captured_stderr_fd() as collected:
        os.write(2, b"a DSL warning\n")
        os.write(2, REPORT.read_bytes())
    assert "Execution time report" in collected[0]
    err = capfd.readouterr().err
    assert "a DSL warning" in err
    assert "Execution time report" not in err
