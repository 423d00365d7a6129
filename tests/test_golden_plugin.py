"""The pytest plugin end to end, in a child pytest on hand-made traces (see test_golden.make_trace).

A conftest in the child's directory replaces the registry (two or more fake instances) and the
capture (a hand-made trace, perturbed from pass PERTURB on, each capture counted in a file).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cute_ir.golden.layout import GoldenKey
from cute_ir.golden.store import GoldenStore

CONFTEST = textwrap.dedent(
    """
    import os, sys, uuid
    sys.path.insert(0, {tests!r})
    from test_golden import make_trace
    import cute_ir.golden.check as check
    import cute_ir.golden.session as plugin
    from cute_ir.golden.layout import GoldenKey

    def expected_keys():
        if os.environ.get("FAKE_BROKEN"):
            from cute_ir.registry import ProviderLoadError
            raise ProviderLoadError(os.environ["FAKE_BROKEN"])
        return [GoldenKey("4.8.1", "cu12", "sm_90a", k) for k in os.environ["FAKE_KERNELS"].split(",")]

    def fake_capture(kernel, arch, workdir):
        with open(os.environ["CAPTURE_LOG"], "a") as log:
            log.write(kernel + "\\n")
        return make_trace(workdir / uuid.uuid4().hex, extra_from=int(os.environ.get("PERTURB", "0")) or None)

    plugin.expected_keys = expected_keys
    check.capture = fake_capture
    """
)
TEST_FILE = "def test_golden(golden_key, golden_session):\n    golden_session.verify(golden_key)\n"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "conftest.py").write_text(CONFTEST.format(tests=str(Path(__file__).parent)))
    (tmp_path / "test_registry_goldens.py").write_text(TEST_FILE)
    return tmp_path


def run(project: Path, *args: str, kernels: str = "k_one,k_two", perturb: int = 0) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        FAKE_KERNELS=kernels,
        PERTURB=str(perturb),
        CAPTURE_LOG=str(project / "captures.log"),
        CUTE_IR_GOLDEN_DIR=str(project / "golden"),
    )
    env.pop("PYTEST_XDIST_WORKER", None)
    return subprocess.run(
        # Its own basetemp: a child pytest would otherwise rotate away this session's temp dirs.
        [sys.executable, "-m", "pytest", "-q", "--rootdir", str(project), "--basetemp", str(project / "tmp"),
         str(project / "test_registry_goldens.py"), *args],
        cwd=project, env=env, capture_output=True, text=True, timeout=600,
    )


def captures(project: Path) -> int:
    log = project / "captures.log"
    return len(log.read_text().splitlines()) if log.exists() else 0


def test_missing_bless_new_only_check_mismatch_and_update(project: Path) -> None:
    missing = run(project, "--golden-recapture")
    assert missing.returncode == 1
    assert "no golden for k_one on sm_90a, DSL 4.8.1-cu12" in missing.stdout
    assert "hint: create it with `cute-ir golden update k_one`" in missing.stdout

    assert run(project, "--golden-recapture", "--golden-update=new-only").returncode == 0
    assert (project / "golden" / "4.8.1-cu12" / "sm_90a" / "k_two" / "manifest.json").is_file()

    changed = run(project, "--golden-recapture", perturb=2)
    assert changed.returncode == 1
    # one failure report per kernel (with CI set, pytest repeats the messages in its short summary)
    failures = changed.stdout.split("short test summary info")[0]
    assert failures.count("first differing pass: 002-convert-cute-to-core (stage cute-to-core)") == 2
    assert "arith 3 -> 4 (+1)" in changed.stdout

    assert run(project, "--golden-recapture", "--golden-update=new-only", perturb=2).returncode == 0
    assert run(project, "--golden-recapture", perturb=2).returncode == 1  # new-only kept the old goldens
    assert run(project, "--golden-recapture", "--golden-update", perturb=2).returncode == 0


def test_a_repeated_check_reuses_captures_whose_inputs_did_not_change(project: Path) -> None:
    assert run(project, "--golden-update").returncode == 0
    assert captures(project) == 2
    assert run(project).returncode == 0
    assert captures(project) == 2  # both read from the capture cache
    assert run(project, "--golden-recapture").returncode == 0
    assert captures(project) == 4


def test_orphaned_goldens_are_reported_and_removed_on_request(project: Path) -> None:
    assert run(project, "--golden-recapture", "--golden-update", kernels="k_one,k_gone").returncode == 0
    reported = run(project, "--golden-recapture", kernels="k_one")
    assert reported.returncode == 0
    assert "1 orphaned golden(s) (nothing in this run produces them): sm_90a/k_gone" in reported.stdout
    assert (project / "golden" / "4.8.1-cu12" / "sm_90a" / "k_gone").is_dir()
    removed = run(project, "--golden-recapture", "--golden-remove-orphans", kernels="k_one")
    assert "removed 1 orphaned golden(s): sm_90a/k_gone" in removed.stdout
    assert not (project / "golden" / "4.8.1-cu12" / "sm_90a" / "k_gone").exists()


def test_xdist_workers_bless_different_kernels_at_once(project: Path) -> None:
    kernels = ",".join(f"k_{n}" for n in range(6))
    blessed = run(project, "-n", "2", "--golden-recapture", "--golden-update", kernels=kernels)
    assert blessed.returncode == 0, blessed.stdout[-2000:]
    assert "6 passed" in blessed.stdout
    store = GoldenStore(project / "golden")
    for n in range(6):
        assert store.load(GoldenKey("4.8.1", "cu12", "sm_90a", f"k_{n}")).key.kernel == f"k_{n}"  # hashes verified
    assert not list((project / "golden").rglob("*.partial"))


def test_the_stores_checks_hold_with_the_goldens_cache_or_not(project: Path) -> None:
    assert run(project, "--golden-update=new-only").returncode == 0
    (project / "golden" / "checks.toml").write_text("[[budget]]\nkernels = 'k_one'\nregisters = '< 16'\n")
    before = captures(project)
    checked = run(project)
    assert checked.returncode == 1, checked.stdout
    assert "registers is 16, over the budget registers < 16" in checked.stdout and "1 passed" in checked.stdout
    assert captures(project) == before + 1, "k_one is captured for its budget; k_two comes from the cache"
    blessing = run(project, "--golden-update")
    assert blessing.returncode == 1, "a budget is not blessed away"
    (project / "golden" / "checks.toml").write_text("[[budget]]\nregs = 1\n")
    broken = run(project)
    assert broken.returncode == 1 and "unknown budget key 'regs'" in broken.stdout and "Traceback" not in broken.stdout
    # once per failed test (its report), not twice (pytest printed the error the failure was raised handling)
    assert "During handling of the above exception" not in broken.stdout


def test_checks_that_held_keep_the_capture_cache(project: Path) -> None:
    # a one-line checks.toml for every kernel made every warm run capture every kernel again (2.1x slower)
    assert run(project, "--golden-update=new-only").returncode == 0
    (project / "golden" / "checks.toml").write_text("[[budget]]\nregisters = '<= 64'\n")
    before = captures(project)
    assert run(project).returncode == 0
    assert captures(project) == before + 2, "the first run with the checks captures each kernel for them"
    warm = run(project)
    assert warm.returncode == 0 and "2 passed" in warm.stdout
    assert captures(project) == before + 2, "they held on the capture the cache stands for: no capture"
    (project / "golden" / "checks.toml").write_text("[[budget]]\nregisters = '< 16'\n")
    changed = run(project)
    assert changed.returncode == 1 and "over the budget registers < 16" in changed.stdout
    assert captures(project) == before + 4, "other checks: captured again"


def test_assert_checks_in_a_users_test(project: Path) -> None:
    (project / "test_budgets.py").write_text(textwrap.dedent(
        """
        import sys
        from test_golden import make_trace

        def test_holds(cute_ir_golden, tmp_path):
            trace = make_trace(tmp_path / "t")
            cute_ir_golden.assert_checks(trace, budget=["local_bytes == 0", "registers <= 16"],
                                         stage="ptx", patterns="CHECK: .entry\\nCHECK-NOT: ld.local\\n")

        def test_breaks(cute_ir_golden, tmp_path):
            cute_ir_golden.assert_checks([make_trace(tmp_path / "t")], budget=["registers < 16"])

        def test_bad_pattern(cute_ir_golden, tmp_path):
            cute_ir_golden.assert_checks(make_trace(tmp_path / "t"), stage="ptx", patterns="CHECK: [[x\\n")
        """
    ))
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", str(project),
         "--basetemp", str(project / "tmp"), str(project / "test_budgets.py")],
        cwd=project, capture_output=True, text=True, timeout=600,
        env={**os.environ, "CAPTURE_LOG": str(project / "captures.log"), "FAKE_KERNELS": "k_one"},
    )
    assert "2 failed, 1 passed" in result.stdout, result.stdout
    assert "registers is 16, over the budget registers < 16" in result.stdout
    assert "the pattern does not parse" in result.stdout


def test_a_registry_that_cannot_load_fails_one_case_with_its_message(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_BROKEN", "provider 'broken' (entry point broken = b:P) failed to import: ImportError: x")
    broken = run(project)
    assert broken.returncode == 1
    assert "registry-unavailable" in broken.stdout and "provider 'broken'" in broken.stdout
    assert "Traceback" not in broken.stdout and "ERROR collecting" not in broken.stdout


def test_the_plugin_module_is_its_hooks_and_fixtures_only() -> None:
    """As syrupy's: the session, the fixture and the orphan report live in cute_ir.golden; loading the
    plugin (every pytest run where cute-ir is installed) imports neither the DSL nor the registry."""
    code = textwrap.dedent("""
        import json, sys
        import cute_ir.pytest_plugin as plugin
        defined = sorted(name for name, value in vars(plugin).items()
                         if getattr(value, "__module__", None) == plugin.__name__)
        print(json.dumps([defined, sorted(m for m in ("cutlass", "cute_ir.registry") if m in sys.modules)]))
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    defined, imported = json.loads(done.stdout)
    assert defined == ["cute_ir_golden", "golden_session", "pytest_addoption", "pytest_configure",
                       "pytest_generate_tests"]
    assert imported == []


def test_the_registry_unavailable_case_fails_with_the_registrys_message_alone(
        project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_BROKEN", "provider 'broken' (entry point broken = b:P) failed to import: ImportError: x")
    broken = run(project)
    assert broken.returncode == 1
    failure = broken.stdout.split("short test summary info")[0].split("test_golden[registry-unavailable]")[1]
    assert "provider 'broken' (entry point broken = b:P) failed to import: ImportError: x" in failure
    assert "AttributeError" not in failure and "golden/session.py" not in failure, failure
