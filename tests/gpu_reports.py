"""The GPU tests' verdict on a checked run (cute_ir.gpu.run): every case passed, or the test fails naming
each failed case. A module of its own, not conftest (see small_kernel.py), imported by every GPU test file."""

from __future__ import annotations

from cute_ir.gpu.run import RunReport


def assert_every_case_passed(reports: list[RunReport]) -> None:
    """Fail with how many cases failed and one line per failed case (its values, or why it was refused)."""
    bad = [report.describe_failure() for report in reports if not report.ok]
    assert not bad, f"{len(bad)} of {len(reports)} cases failed:\n" + "\n".join(bad)
