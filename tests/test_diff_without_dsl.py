"""`cute-ir diff` reads stored facts and texts only: it imports no DSL, and it runs where none is installed.

The pair is the committed real one of tests/test_diff_pinned.py (elementwise add and relu(a)+b, DSL
4.8.1), whose expected --json report sits beside it in the archive.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cute_ir.errors import ExitCode
from test_diff_pinned import pair  # noqa: F401 - the committed pair, extracted once per module

REPOSITORY = Path(__file__).parent.parent
# What the diff command imports besides cute-ir (rich's own dependencies included), and setuptools to
# build cute-ir; the DSL, numpy, torch and the CUDA tool wheels are left out on purpose.
DIFF_DEPENDENCIES = ("click", "rich", "markdown-it-py", "mdurl", "pygments", "packaging", "setuptools")


def _expected_json(pair: Path) -> dict:
    return json.loads((pair / "expected" / "report.json").read_text().replace("{ROOT}", str(pair)))


_DIFF_IN_PROCESS = """
import contextlib, importlib.util, io, json, sys
from cute_ir.cli import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    try:
        main(["diff", "--json", sys.argv[1], sys.argv[2]], standalone_mode=False)
    except SystemExit:
        pass
print(json.dumps({"report": out.getvalue(), "importable": importlib.util.find_spec("cutlass") is not None,
                  "imported": sorted(m for m in sys.modules if m.split(".")[0] == "cutlass")}))
"""


def test_diffing_two_stored_traces_leaves_cutlass_out_of_sys_modules(pair: Path) -> None:
    result = subprocess.run([sys.executable, "-c", _DIFF_IN_PROCESS, str(pair / "a"), str(pair / "b")],
                            capture_output=True, text=True, timeout=120, check=True)
    found = json.loads(result.stdout.splitlines()[-1])
    assert found["importable"], "the DSL is installed here, so leaving it unimported is the diff's doing"
    assert found["imported"] == []
    assert json.loads(found["report"]) == _expected_json(pair)


def _uv() -> str:
    found = shutil.which("uv", path=str(Path(sys.executable).parent)) or shutil.which("uv")
    if found is None:
        pytest.fail("uv (a dependency of cute-ir) is not installed")
    return found


def test_cute_ir_diff_runs_in_an_environment_without_the_dsl(pair: Path, tmp_path: Path) -> None:
    """A plain venv (no system site packages) holding cute-ir and only what the diff imports, each at
    the version installed here (uv takes them from its cache where it has them)."""
    source = tmp_path / "source"  # build from a copy: the build leaves build/ where it runs
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(REPOSITORY / name, source / name)
    for package in ("cute_ir", "kernels", "passes_view"):
        shutil.copytree(REPOSITORY / package, source / package, ignore=shutil.ignore_patterns("__pycache__"))
    venv = tmp_path / "venv"
    environment = {**os.environ, "VIRTUAL_ENV": str(venv)}
    environment.pop("PYTHONPATH", None)
    uv = _uv()
    subprocess.run([uv, "venv", "-q", "--python", sys.executable, str(venv)], check=True, timeout=120)
    pinned = [f"{name}=={importlib.metadata.version(name)}" for name in DIFF_DEPENDENCIES]
    subprocess.run([uv, "pip", "install", "-q", "--no-deps", *pinned], env=environment, check=True, timeout=300)
    subprocess.run([uv, "pip", "install", "-q", "--no-deps", "--no-build-isolation", str(source)],
                   env=environment, check=True, timeout=300)
    python = venv / "bin" / "python"
    probe = subprocess.run([str(python), "-c", "import importlib.util; print(importlib.util.find_spec('cutlass'))"],
                           capture_output=True, text=True, env=environment, check=True)
    assert probe.stdout.strip() == "None", "the environment must not hold the DSL"

    result = subprocess.run([str(venv / "bin" / "cute-ir"), "diff", "--json", str(pair / "a"), str(pair / "b")],
                            capture_output=True, text=True, env=environment, timeout=300)
    assert result.returncode == ExitCode.DIFFERENT and "Traceback" not in result.stderr, result.stderr
    assert json.loads(result.stdout) == _expected_json(pair)


_PAGES_IN_PROCESS = """
import importlib.util, json, sys
from pathlib import Path
from cute_ir.passes_view import build_comparison_page, build_trace_page
from cute_ir.passes_view.synthetic import write_synthetic_trace
from cute_ir.trace import load_trace
pair, scratch = Path(sys.argv[1]), Path(sys.argv[2])
compared = build_comparison_page(load_trace(pair / "a"), load_trace(pair / "b"))
write_synthetic_trace(scratch / "old", passes=4, functions=1, source=scratch / "k.py")  # no facts files
old = build_trace_page(load_trace(scratch / "old"))
print(json.dumps({"sizes": [len(compared), len(old)], "importable": importlib.util.find_spec("cutlass") is not None,
                  "imported": sorted(m for m in sys.modules if m.split(".")[0] == "cutlass")}))
"""


def test_the_compare_page_and_a_page_of_a_trace_without_facts_import_no_dsl(pair: Path, tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-c", _PAGES_IN_PROCESS, str(pair), str(tmp_path)],
                            capture_output=True, text=True, timeout=300, check=True)
    found = json.loads(result.stdout.splitlines()[-1])
    assert found["importable"] and found["imported"] == []
    assert all(size > 10_000 for size in found["sizes"])
