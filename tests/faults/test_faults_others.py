"""Cases of issue 15 fixed by other changes (items 6, 10, 12, 13 and 15), kept in the sweep so that it finds
nothing next time: each asserts the exit code, the first line, no traceback and nothing left."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from faultkit import CUTE_IR, KERNEL, Cli

TESTS = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("timeout", ["0", "-1", "nan", "inf"])
@pytest.mark.parametrize("command", [["dump", KERNEL], ["replay", "."]], ids=["dump", "replay"])
def test_a_timeout_that_is_no_duration_is_a_usage_error(cli: Cli, command: list[str], timeout: str) -> None:
    outcome = cli.run(*command, "--timeout", timeout)
    outcome.assert_clean(2, f"Usage: cute-ir {command[0]}")
    assert "--timeout" in outcome.stderr and list(cli.cwd.iterdir()) == []


@pytest.fixture(scope="module")
def failed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A compile whose binary pass fails (invalid inline PTX), traced once for the module."""
    out = tmp_path_factory.mktemp("failed") / "s"
    subprocess.run([CUTE_IR, "trace", "-o", str(out), "--", str(TESTS / "scripts" / "failing_pass_kernel.py")],
                   capture_output=True)
    assert (out / "001" / "failure").is_dir()
    return out / "001" / "failure"


@pytest.fixture
def repro(cli: Cli, failed: Path) -> Path:
    shutil.copytree(failed, cli.cwd / "failure")
    return cli.cwd / "failure"


def test_replay_of_a_reproducer_with_flipped_bytes_is_corrupt(cli: Cli, repro: Path) -> None:
    data = bytearray((repro / "input.mlirbc").read_bytes())
    data[len(data) // 2] ^= 0xFF
    (repro / "input.mlirbc").write_bytes(bytes(data))
    outcome = cli.run("replay", "failure")
    outcome.assert_clean(3, "error:")
    assert "corrupt" in outcome.stderr and "reproduced:" not in outcome.stdout


@pytest.mark.parametrize("meta", ["[1, 2]", "{not json", '{"dsl_version": 4}', "\x00\x01\x02"],
                         ids=["list", "truncated", "wrong-type", "binary"])
def test_replay_of_a_malformed_reproducer_record(cli: Cli, repro: Path, meta: str) -> None:
    (repro / "repro.json").write_text(meta)
    cli.run("replay", "failure").assert_clean(3, "error:")


def test_a_provider_module_that_does_not_exist(cli: Cli) -> None:
    outcome = cli.run("--import", "no_such_module", "list")
    outcome.assert_clean(3, "error: provider 'no_such_module' (--import no_such_module) failed to import")
    assert KERNEL in outcome.stdout  # the other providers' kernels are still listed


def test_a_provider_module_that_raises(cli: Cli) -> None:
    (cli.cwd / "broken.py").write_text("raise RuntimeError('provider is broken')\n")
    outcome = cli.run("--import", "broken.py", "list")
    outcome.assert_clean(3, "error: provider 'broken' (--import broken) failed to import: RuntimeError")
    assert KERNEL in outcome.stdout


USER_SCRIPT = TESTS / "scripts" / "user_script.py"


def test_a_script_that_forks_and_compiles_in_both_gets_two_traces(cli: Cli) -> None:
    outcome = cli.run("trace", "-o", "s", "--", USER_SCRIPT, "fork")
    outcome.assert_clean(0, "")
    assert sorted(p.name for p in (cli.cwd / "s").iterdir() if p.is_dir()) == ["001", "002"]


@pytest.mark.parametrize(("status", "code", "first_line"), [
    (0, 0, ""),
    (3, 7, "error: the script's process ended with exit status 3 (os._exit) outside any compile"),
], ids=["exit-0", "exit-3"])
def test_os_exit_after_a_good_compile_keeps_the_trace(cli: Cli, status: int, code: int, first_line: str) -> None:
    outcome = cli.run("trace", "-o", "s", "--", USER_SCRIPT, "compile", f"exit:{status}")
    outcome.assert_clean(code, first_line)
    assert (cli.cwd / "s" / "001" / "manifest.json").is_file() and "failure/" not in outcome.stderr


def test_an_exit_inside_the_compiler_is_a_crash(cli: Cli) -> None:
    outcome = cli.run("trace", "-o", "s", "--", USER_SCRIPT, "exit-in:cute-expand-ops", "compile")
    outcome.assert_clean(5, "error:")
    assert "inside the compiler" in outcome.stderr
