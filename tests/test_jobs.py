"""`golden -j`'s default: the usable cores, capped by the memory the compiles would need."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from cute_ir.process import jobs
from cute_ir.cli import main

GIB = 1 << 30


@pytest.mark.parametrize(("cores", "memory", "expected"), [
    (128, 8 * GIB, 8),  # a big node with little memory free: memory decides
    (2, 24 * GIB, 2),  # this project's CI machine: cores decide
    (16, None, 16),  # memory unknown: cores
    (8, 0, 1),  # no memory free: still one
    (4, GIB // 2, 1),
])
def test_default_jobs_is_capped_by_cores_and_memory(monkeypatch: pytest.MonkeyPatch, cores: int, memory: int | None,
                                                    expected: int) -> None:
    monkeypatch.setattr(jobs, "usable_cores", lambda: cores)
    monkeypatch.setattr(jobs, "available_memory", lambda: memory)
    assert jobs.default_jobs() == expected


def test_available_memory_reads_this_machine() -> None:
    memory = jobs.available_memory()
    assert memory is None or memory > 0
    assert 1 <= jobs.default_jobs() <= jobs.usable_cores()


@pytest.mark.parametrize("command", ["check", "update"])
def test_golden_help_shows_the_default(command: str) -> None:
    result = CliRunner().invoke(main, ["golden", command, "--help"])
    assert result.exit_code == 0 and "cores, capped by memory" in " ".join(result.output.split())
