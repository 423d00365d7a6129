"""The fault suite's fixture: a `cute-ir` runner in a fresh working directory with its own TMPDIR."""

from __future__ import annotations

from pathlib import Path

import pytest

from faultkit import Cli


@pytest.fixture
def cli(tmp_path: Path) -> Cli:
    work = tmp_path / "work"
    scratch = tmp_path / "tmp"
    work.mkdir()
    scratch.mkdir()
    return Cli(work, scratch)
