"""Helpers of the installed-wheel tests: building the wheel, fresh environments, a user's shell."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ACME = ROOT / "tests" / "data" / "acme_kernels"
# What our committed goldens were made with: a user's environment resolves the same releases.
PINNED = ("nvidia-cutlass-dsl==4.8.1", "nvidia-cuda-nvdisasm==13.5.37", "nvidia-cuda-cuobjdump==13.5.37")
# Variables of this test run that must not reach a user's shell: they would point at this checkout.
NOT_THE_USERS = ("PYTHONPATH", "CUTE_IR_GOLDEN_DIR", "CUTE_IR_PROVIDERS", "PYTEST_ADDOPTS", "PYTEST_XDIST_WORKER",
                 "PYTEST_XDIST_WORKER_COUNT", "PYTEST_CURRENT_TEST", "VIRTUAL_ENV", "CUTE_DSL_ARCH")


def uv() -> str:
    from uv import find_uv_bin

    return find_uv_bin()


def build_wheel(source_copy: Path, out: Path) -> Path:
    """A wheel built from a copy of the tracked tree (building in place would leave build/ behind)."""
    skipped = {".git", ".venv", "build", "golden", "traces", ".pytest_cache"}  # at the top only

    def ignore(folder: str, names: list[str]) -> set[str]:
        top = Path(folder) == ROOT
        return {name for name in names if (top and name in skipped) or name == "__pycache__"
                or name.endswith(".egg-info") or name.startswith(".venv")}

    shutil.copytree(ROOT, source_copy, ignore=ignore)
    subprocess.run([uv(), "build", "-q", "--wheel", "-o", str(out), str(source_copy)], check=True, timeout=600)
    [built] = out.glob("cute_ir-*.whl")
    return built


def make_venv(venv: Path, *requirements: str) -> Path:
    """A fresh environment holding `requirements` (uv, from its cache); no site-packages of this one."""
    subprocess.run([uv(), "venv", "-q", "--python", sys.executable, str(venv)], check=True, timeout=300)
    python = venv / "bin" / "python"
    install(python, *requirements)
    return python


def install(python: Path, *requirements: str) -> None:
    subprocess.run([uv(), "pip", "install", "-q", "--python", str(python), *requirements], check=True, timeout=900)


def user_shell(venv: Path) -> dict[str, str]:
    """The environment of a user's shell with `venv` activated."""
    env = {name: value for name, value in os.environ.items() if name not in NOT_THE_USERS}
    return {**env, "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}", "VIRTUAL_ENV": str(venv)}
