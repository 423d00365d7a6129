"""A user's project with cute-ir installed from its wheel: every command a user runs, from their directory.

The project (a copy of tests/data/acme_kernels) is installed like a library, not editable, next to the
cute-ir wheel in a fresh environment outside this checkout. It has two providers of its own: `acme`, an
entry point of its package, and `local_kernels`, a module of the project named by `[tool.cute-ir]
providers`. Each test asserts on what was captured: the DSL release in every manifest (read by the
child from the DSL it imported), the kernels covered, that cute-ir's demo kernels stay out.

The tests share one environment and project and run in order (one xdist group).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from installed_env import ACME, PINNED, install, make_venv, user_shell

from cute_ir.releases.catalogue import installed_dsl

pytestmark = [pytest.mark.xdist_group("installed-user-project"), pytest.mark.slow]

HERE_DSL = installed_dsl()[0]  # the release the user's environment resolves (PINNED)
OURS = "elementwise_add_sm80_f32_v128"  # one of cute-ir's demo kernels
THEIRS = {"acme_scale_f32", "acme_local_scale_96"}

LOCAL_PROVIDER = '''"""A provider of the project itself, found through [tool.cute-ir] providers (no entry point)."""

import cute_ir

from acme_kernels.scale import scale


def _example_args():
    import cutlass
    import cutlass.cute as cute

    x = cute.runtime.make_fake_compact_tensor(cutlass.Float32, (32, 96))
    y = cute.runtime.make_fake_compact_tensor(cutlass.Float32, (32, 96))
    return x, y, cutlass.Float32(3.0)


cute_ir.register_jit(scale, name="acme_local_scale_96", example_args=_example_args, min_cc=80)
'''

REGISTERED_GOLDENS = '''def test_registered_goldens(golden_key, golden_session):
    golden_session.verify(golden_key)
'''


@dataclass
class UserProject:
    root: Path
    venv: Path
    env: dict[str, str]
    started: float  # when the environment began to be made: the adoption clock

    def run(self, *args: str, expect: int = 0, timeout: int = 600) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(list(args), cwd=self.root, env=self.env, capture_output=True, text=True,
                              timeout=timeout)
        assert done.returncode == expect, f"{args}: exit {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        assert "Traceback" not in done.stderr, done.stderr[-3000:]
        return done

    def cute_ir(self, *args: str, expect: int = 0, timeout: int = 600) -> subprocess.CompletedProcess[str]:
        return self.run(str(self.venv / "bin" / "cute-ir"), *args, expect=expect, timeout=timeout)


def manifest(trace: Path) -> dict:
    return json.loads((trace / "manifest.json").read_text())


def release(trace: Path) -> str:
    data = manifest(trace)
    return data["dsl_version"]


@pytest.fixture(scope="module")
def project(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> UserProject:
    started = time.monotonic()
    base = tmp_path_factory.mktemp("user")
    root = base / "acme"
    shutil.copytree(ACME, root, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__", "traces",
                                                              "golden"))
    (root / "local_kernels.py").write_text(LOCAL_PROVIDER)
    (root / "tests" / "test_registered_goldens.py").write_text(REGISTERED_GOLDENS)
    pyproject = root / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().replace("[tool.cute-ir]\n",
                                                       '[tool.cute-ir]\nproviders = ["local_kernels"]\n'))
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    venv = base / "venv"
    python = make_venv(venv, str(wheel), "pytest>=8", *PINNED)
    install(python, str(root))  # the user's library, installed as a package (not editable)
    return UserProject(root, venv, user_shell(venv), started)


def test_the_environment_holds_the_wheel_not_this_checkout(project: UserProject) -> None:
    done = project.run(str(project.venv / "bin" / "python"), "-c",
                       "import cute_ir, acme_kernels; print(cute_ir.__file__); print(acme_kernels.__file__)")
    ours, theirs = done.stdout.split()
    assert ours.startswith(str(project.venv)) and theirs.startswith(str(project.venv))


def test_list_covers_the_projects_kernels_and_leaves_ours_out(project: UserProject) -> None:
    listed = json.loads(project.cute_ir("list", "--json").stdout)
    assert {row["kernel_name"] for row in listed} == THEIRS
    assert {row["provider"] for row in listed} == {"acme", "local_kernels"}
    providers = project.cute_ir("list", "--providers").stdout
    assert "acme-kernels 0.1.0" in providers and "left out: cute_ir, cutlass_operators" in providers
    asked = json.loads(project.cute_ir("--provider", "cute_ir", "list", "--json").stdout)
    assert OURS in {row["kernel_name"] for row in asked}


def test_dump_trace_view_and_check(project: UserProject) -> None:
    project.cute_ir("dump", "acme_scale_f32", "-o", "traces/acme")
    trace = project.root / "traces" / "acme"
    assert release(trace) == HERE_DSL and manifest(trace)["kernel"]["name"] == "acme_scale_f32"

    project.cute_ir("trace", "-o", "traces/script", "--", "examples/scale_rows.py")
    session = json.loads((project.root / "traces" / "script" / "session.json").read_text())
    assert [c["ok"] for c in session["compiles"]] == [True]
    assert release(project.root / "traces" / "script" / session["compiles"][0]["dir"]) == HERE_DSL

    project.cute_ir("view", "traces/acme", "-o", "traces/acme.html")
    assert "acme_scale_f32" in (project.root / "traces" / "acme.html").read_text()

    project.cute_ir("check", "traces/acme", "--budget", "local_bytes==0")
    broken = project.cute_ir("check", "traces/acme", "--budget", "registers<=1", expect=1)
    assert "registers" in broken.stdout + broken.stderr


def test_golden_update_check_status_cover_the_projects_kernels(project: UserProject) -> None:
    project.cute_ir("golden", "update")
    store = project.root / "tests" / "golden"
    written = sorted(p.parent.relative_to(store).as_posix() for p in store.rglob("manifest.json"))
    assert written == [f"{HERE_DSL}-cu12/sm_90a/{name}" for name in sorted(THEIRS)]  # none of ours
    checked = project.cute_ir("golden", "check")
    said = checked.stdout + checked.stderr
    assert f"{len(THEIRS)} of {len(THEIRS)} goldens agree" in said and OURS not in said, said
    status = project.cute_ir("golden", "status").stdout
    assert f"{len(THEIRS)} of {len(THEIRS)} goldens present" in status, status
    assert not [p for p in store.rglob("*") if p.name.endswith(".lock")]
    assert (store / ".gitignore").is_file()


def test_the_pytest_plugin_fixture_and_registered_goldens(project: UserProject) -> None:
    python = str(project.venv / "bin" / "python")
    missing = project.run(python, "-m", "pytest", "-q", "tests", expect=1)
    assert "pytest tests/test_acme_goldens.py::test_scale_compiled_here --golden-update=new-only" in missing.stdout
    project.run(python, "-m", "pytest", "-q", "tests", "--golden-update=new-only")
    passed = project.run(python, "-m", "pytest", "-q", "tests")
    seconds = time.monotonic() - project.started
    assert "4 passed" in passed.stdout, passed.stdout  # 2 fixture tests + a golden_key case per kernel of theirs
    store = project.root / "tests" / "golden" / f"{HERE_DSL}-cu12" / "sm_90a"
    assert sorted(p.name for p in store.iterdir()) == sorted({*THEIRS, "acme_scale_128x64"})
    print(f"adoption: fresh environment to a passing golden test in {seconds:.0f} s (this test session's clock)")


def test_env_add_and_captures_under_other_releases(project: UserProject) -> None:
    """Each capture is of the release asked for, as its manifest says (the child read it from its DSL)."""
    project.cute_ir("env", "add", "4.5.3", timeout=900)
    project.cute_ir("dump", "acme_scale_f32", "--dsl", "4.5.3", "-o", "traces/acme-453")
    assert release(project.root / "traces" / "acme-453") == "4.5.3"
    # 4.2.1 has no fake tensors: ACME's example arguments need them, so ours (asked for) go there
    oldest = envs_has("4.2.1", project)
    if oldest:
        project.cute_ir("--provider", "cute_ir", "dump", OURS, "--dsl", "4.2.1", "-o", "traces/ours-421")
        assert release(project.root / "traces" / "ours-421") == "4.2.1"

    project.cute_ir("diff-versions", "acme_scale_f32", "--from", "4.5.3", "--to", HERE_DSL, "-o", "traces/dv",
                    expect=1)  # the releases compile it differently
    assert release(project.root / "traces" / "dv" / "a-4.5.3") == "4.5.3"
    assert release(project.root / "traces" / "dv" / f"b-{HERE_DSL}") == HERE_DSL

    project.cute_ir("sweep", "--releases", f"4.5.3,{HERE_DSL}", "-o", "traces/sweep", "acme_scale_f32")
    for spec in ("4.5.3", HERE_DSL):
        assert release(project.root / "traces" / "sweep" / spec / "acme_scale_f32") == spec


def envs_has(spec: str, project: UserProject) -> bool:
    """Whether the shared release environment exists (CI adds 4.2.1 before the tests; elsewhere it may not)."""
    listed = json.loads(project.cute_ir("env", "list", "--json").stdout)["environments"]
    present = any(env["spec"] == spec and env["ok"] for env in listed)
    if not present and os.environ.get("CI"):
        pytest.fail(f"DSL {spec} environment missing in CI (.ci/run adds it)")
    return present
