"""Shared pytest set-up: GPU tests skip without a GPU, and "no tests ran" is not a failure."""

from __future__ import annotations

import pytest
from small_kernel import SMALL_KERNEL

# tests/data holds other projects (tests/data/acme_kernels has its own tests, run in their own environment).
collect_ignore_glob = ["data/*"]


def _gpu_available() -> tuple[bool, str]:
    try:
        import torch
    except ImportError:
        return False, "torch is not installed (see README: GPU set-up)"
    if not torch.cuda.is_available():
        return False, "no CUDA GPU visible to torch"
    return True, ""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not any(item.get_closest_marker("gpu") for item in items):
        return
    available, reason = _gpu_available()
    if available:
        return
    skip = pytest.mark.skip(reason=f"GPU test: {reason}")
    for item in items:
        if item.get_closest_marker("gpu"):
            item.add_marker(skip)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    # A filtered run that selects nothing (pytest exit code 5) is not a CI failure.
    if exitstatus == pytest.ExitCode.NO_TESTS_COLLECTED:
        session.exitstatus = pytest.ExitCode.OK


@pytest.fixture(scope="session")
def small_trace(tmp_path_factory: pytest.TempPathFactory):
    """A real trace of a small registered kernel, captured once per test session (per xdist worker)."""
    from cute_ir.capture.parent import dump_kernel

    return dump_kernel(SMALL_KERNEL, "sm_90a", tmp_path_factory.mktemp("traces") / SMALL_KERNEL)
