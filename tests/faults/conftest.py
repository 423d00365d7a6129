"""The fault suite's fixtures: a `cute-ir` runner in a fresh working directory with its own TMPDIR, and
one real trace and one golden store, made once per session for every module that doctors copies."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from faultkit import CUTE_IR, KERNEL, Cli


@pytest.fixture
def cli(tmp_path: Path) -> Cli:
    work = tmp_path / "work"
    scratch = tmp_path / "tmp"
    work.mkdir()
    scratch.mkdir()
    return Cli(work, scratch)


@pytest.fixture(scope="session")
def captured(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One real trace of a small kernel, captured once; each test doctors a copy."""
    out = tmp_path_factory.mktemp("captured") / "t"
    subprocess.run([CUTE_IR, "dump", KERNEL, "-o", str(out)], check=True, capture_output=True)
    return out


@pytest.fixture(scope="session")
def blessed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A golden store with the small kernel's golden, blessed once; each test doctors a copy."""
    store = tmp_path_factory.mktemp("blessed") / "golden"
    subprocess.run([CUTE_IR, "golden", "update", KERNEL, "--golden-dir", str(store)], check=True, capture_output=True)
    return store
