"""The `cute_ir_golden` fixture on real compiles, goldens in the user's project, orphans only among owned goldens.

Each test runs a child pytest in a scratch project: its own pyproject.toml ([tool.cute-ir] golden-dir
and providers), ACME's kernel (tests/data/acme_kernels) compiled in the test's own process
(`capture`) and as a registered kernel in a child (`check_kernel`).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ACME_SRC = Path(__file__).parent / "data" / "acme_kernels" / "src"

PYPROJECT = """
[project]
name = "user-project"
version = "0"

[tool.cute-ir]
golden-dir = "tests/golden"
providers = ["acme_kernels.cute_ir_kernels"]
"""

TESTS = '''
import cutlass
import cutlass.cute as cute

from acme_kernels.scale import scale


def test_scale_in_process(cute_ir_golden):
    x = cute.runtime.make_fake_compact_tensor(cutlass.Float32, SHAPE)
    y = cute.runtime.make_fake_compact_tensor(cutlass.Float32, SHAPE)
    with cute_ir_golden.capture() as traces:
        cute.compile(scale, x, y, cutlass.Float32(2.0))
    assert len(traces) == 1 and traces[0].ok


def test_registered(cute_ir_golden):
    cute_ir_golden.check_kernel("acme_scale_f32", name="acme_registered")
'''


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "pyproject.toml").write_text(PYPROJECT)
    (tmp_path / "tests").mkdir()
    write_tests(tmp_path, TESTS)
    return tmp_path


def write_tests(project: Path, text: str, shape: str = "(64, 128)") -> None:
    (project / "tests" / "test_acme.py").write_text(textwrap.dedent(text).replace("SHAPE", shape))


def run(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ACME_SRC)}
    # No CUTE_DSL_ARCH: the DSL's own default is the machine's (sm_100a without a GPU); the goldens must not be.
    for name in ("CUTE_DSL_ARCH", "CUTE_IR_GOLDEN_DIR", "CUTE_IR_PROVIDERS", "PYTEST_XDIST_WORKER", "PYTEST_ADDOPTS"):
        env.pop(name, None)
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "--basetemp", str(project / ".tmp"), "tests", *args],
        cwd=project, env=env, capture_output=True, text=True, timeout=600,
    )


def goldens(project: Path) -> list[str]:
    root = project / "tests" / "golden"
    return sorted(p.parent.relative_to(root).as_posix() for p in root.rglob("manifest.json"))


def test_fixture_checks_in_process_and_registered_compiles_in_the_users_store(project: Path) -> None:
    missing = run(project)
    assert missing.returncode == 1, missing.stdout[-3000:]
    assert "no golden for test_scale_in_process on sm_90a" in missing.stdout
    assert "no golden for acme_registered on sm_90a" in missing.stdout
    # the commands that write them: a fixture's golden is written by its own test, never `cute-ir golden update`
    assert "`pytest tests/test_acme.py::test_scale_in_process --golden-update=new-only`" in missing.stdout
    assert "`pytest tests/test_acme.py::test_registered --golden-update=new-only`" in missing.stdout

    added = run(project, "--golden-update=new-only")
    assert added.returncode == 0, added.stdout[-3000:]
    stored = goldens(project)
    assert [name.split("/", 2)[2] for name in stored] == ["acme_registered", "test_scale_in_process"]
    assert all(name.startswith(tuple(f"{v}-cu12/sm_90a/" for v in ("4.8.1",))) for name in stored), stored
    store = project / "tests" / "golden"
    assert not [p for p in store.rglob("*") if p.name.endswith(".lock")]  # locks live in cute-ir's cache
    assert "*.obtained*" in (store / ".gitignore").read_text().splitlines()

    assert run(project).returncode == 0
    other = run(project, "--golden-arch", "sm_100a")
    assert other.returncode == 1 and "no golden for test_scale_in_process on sm_100a" in other.stdout

    write_tests(project, TESTS, shape="(64, 96)")  # static extents are folded into the kernel: its IR changes
    changed = run(project)
    assert changed.returncode == 1
    assert "test_scale_in_process" in changed.stdout and "the input IR differs" in changed.stdout
    assert "bless the new IR with: pytest tests/test_acme.py::test_scale_in_process --golden-update" in changed.stdout
    subprocess.run(["git", "init", "-q"], cwd=project, check=True)
    ignored = subprocess.run(["git", "check-ignore", "--no-index", *map(str, store.rglob("*.obtained*"))],
                             cwd=store, capture_output=True, text=True)
    assert ignored.stdout.count("\n") == len(list(store.rglob("*.obtained*"))) > 0  # each ignored by the store's file
    assert run(project, "--golden-update=new-only").returncode == 0
    assert run(project).returncode == 1  # new-only kept the old golden
    assert run(project, "--golden-update").returncode == 0
    assert run(project).returncode == 0


def test_orphans_are_judged_only_among_goldens_the_run_owns(project: Path) -> None:
    assert run(project, "--golden-update").returncode == 0
    store = project / "tests" / "golden" / "4.8.1-cu12" / "sm_90a"
    # a golden nobody in this project owns (another tool's, or one blessed by hand with the CLI)
    foreign = store / "elementwise_add_sm80_f32_v128"
    foreign.mkdir()
    (foreign / "manifest.json").write_text("{}")

    partial = run(project, "-k", "registered", "--golden-remove-orphans")
    assert partial.returncode == 0 and "orphans not judged" in partial.stdout
    assert (store / "test_scale_in_process").is_dir()

    whole = run(project, "--golden-remove-orphans")
    assert whole.returncode == 0 and "orphan" not in whole.stdout  # the fixture goldens are owned and produced
    assert foreign.is_dir()  # not owned by this run: neither reported nor deleted

    write_tests(project, TESTS.replace("name=\"acme_registered\"", "name=\"acme_renamed\""))
    renamed = run(project)
    assert "1 orphaned golden(s) (nothing in this run produces them): sm_90a/acme_registered" in renamed.stdout
    removed = run(project, "--golden-update", "--golden-remove-orphans")
    assert removed.returncode == 0 and "removed 1 orphaned golden(s): sm_90a/acme_registered" in removed.stdout
    assert not (store / "acme_registered").exists() and foreign.is_dir() and (store / "test_scale_in_process").is_dir()


@pytest.mark.parametrize("cache_args", [["-p", "no:cacheprovider"], ["-o", "cache_dir=not-a-directory"]])
def test_the_plugin_works_without_a_usable_pytest_cache(project: Path, cache_args: list[str]) -> None:
    (project / "not-a-directory").write_text("a file where pytest's cache directory should be\n")
    write_tests(project, TESTS.split("def test_registered")[0])
    assert run(project, *cache_args, "--golden-update").returncode == 0
    checked = run(project, *cache_args)
    assert checked.returncode == 0, checked.stdout[-3000:]
    assert "1 passed" in checked.stdout
