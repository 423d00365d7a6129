"""`--dsl SPEC` -> the interpreter that captures: one resolution (cli.options.dsl_python) for every command."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import cute_ir.cli
from cute_ir.cli import main
from cute_ir.cli.options import dsl_python
from cute_ir.errors import ExitCode
from cute_ir.releases.catalogue import format_spec, installed_dsl

KERNEL = "elementwise_add_sm80_f32_v128"
MISSING = "4.6.0"  # a published release with no environment in the empty folder below
CLI = Path(cute_ir.cli.__file__).parent


@pytest.fixture
def no_environments(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CUTE_IR_ENV_DIR", str(tmp_path / "envs"))
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize("args", [
    ("dump", KERNEL, "--dsl", MISSING),
    ("trace", "--dsl", MISSING, "--", "script.py"),
    ("check", KERNEL, "--budget", "registers<=255", "--dsl", MISSING),
    ("golden", "check", KERNEL, "--dsl", MISSING),
    ("diff-versions", KERNEL, "--from", MISSING, "--to", format_spec(*installed_dsl())),
], ids=["dump", "trace", "check", "golden", "diff-versions"])
def test_every_command_refuses_a_release_without_an_environment_alike(no_environments: Path, args: tuple[str, ...]) -> None:
    (no_environments / "script.py").write_text("print('never run')\n")
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == ExitCode.ENVIRONMENT, result.output
    assert f"error: no environment for DSL {MISSING} (looked in {no_environments / 'envs' / MISSING})" in result.output
    assert f"hint: create it with `cute-ir env add {MISSING}`" in result.output
    assert sorted(p.name for p in no_environments.iterdir()) == ["script.py"]  # nothing written, nothing made


def test_without_dsl_this_interpreter_and_with_its_own_release_too(no_environments: Path) -> None:
    assert dsl_python(None) is None
    assert dsl_python(format_spec(*installed_dsl())) == Path(sys.executable)


def test_the_cli_modules_resolve_dsl_only_through_options() -> None:
    """No command module asks releases.environments for an interpreter itself (five of them did)."""
    asking = []
    for module in sorted(CLI.glob("*.py")):
        for node in ast.walk(ast.parse(module.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "cute_ir.releases.environments":
                if "python_for" in {alias.name for alias in node.names} and module.name != "options.py":
                    asking.append(module.name)
    assert asking == []
