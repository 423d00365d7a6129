"""cute-ir as users install it: a wheel built from this checkout, installed (not editable) into fresh
environments outside the checkout, and run from a user's own project directory.

One wheel per test session (per xdist worker); the environments are made with uv from its cache, so a
fresh one costs seconds. `.ci/run` runs these with the rest (`--dist loadgroup` keeps each module's
environment on one worker).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from installed_env import build_wheel


@pytest.fixture(scope="session")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_wheel(tmp_path_factory.mktemp("source") / "cute-ir", tmp_path_factory.mktemp("dist"))
