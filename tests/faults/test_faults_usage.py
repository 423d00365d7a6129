"""Bad requests a careless user makes: each gets its own exit code, a clear first line, no traceback
and nothing left behind (issue 15, items 7 and 16, and the cases that worked before it)."""

from __future__ import annotations

import os
import pty
import subprocess
from pathlib import Path

import pytest

from faultkit import CUTE_IR, KERNEL, SCRIPTS, Cli

TESTS = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("command", ["check", "update"])
def test_golden_for_an_arch_no_kernel_compiles_for_is_an_error(cli: Cli, command: str) -> None:
    outcome = cli.run("golden", command, "--arch", "sm_12", "--golden-dir", "g")
    outcome.assert_clean(3, "error: no registered kernel compiles for sm_12: there is nothing to check")
    assert "goldens agree" not in outcome.stdout and not (cli.cwd / "g").exists()


def test_golden_for_named_kernels_none_of_which_compiles_for_the_arch(cli: Cli) -> None:
    gemm = "gemm_sm90_tn_f16_128x256x64_c2x1"
    outcome = cli.run("golden", "check", gemm, "--arch", "sm_80", "--golden-dir", "g")
    outcome.assert_clean(3, f"error: none of {gemm} compiles for sm_80")


def test_golden_for_something_that_is_not_an_arch(cli: Cli) -> None:
    cli.run("golden", "check", "--arch", "hopper", "--golden-dir", "g").assert_clean(3, "error: 'hopper' is not a GPU arch")


@pytest.mark.parametrize(("args", "code", "first_line"), [
    (["dump", "elementwise_add_sm80_f32_v12"], 3, "error: unknown kernel"),
    (["dump", KERNEL, "--arch", "sm_91a"], 3, "error: the installed DSL does not know the arch 'sm_91a'"),
    (["dump", KERNEL, "--stage", "optimized"], 2, "Usage: cute-ir dump"),
    (["dump", KERNEL, "--no-such-flag"], 2, "Usage: cute-ir dump"),
    (["dump", KERNEL, "--dsl", "4.5.3"], 8, "error: no environment for DSL 4.5.3"),
    (["dump", KERNEL, "--dsl", "banana"], 2, "Usage: cute-ir dump"),  # a value that does not parse (issue 38)
    (["trace", "--", "missing.py"], 3, "error: script missing.py does not exist"),
    (["replay", "."], 3, "error:"),
    (["diff", "a", "b"], 3, "error: a is not a trace directory"),
    (["golden", "check", "no_such_kernel", "--golden-dir", "g"], 3, "error: unknown kernel"),
    (["env", "add", "0.0.1"], 8, "error: DSL 0.0.1 does not exist on the package index"),
    (["env", "remove", "4.5.3"], 8, "error: no environment for DSL 4.5.3"),
    (["run", KERNEL], 9, "error:"),
    (["nonsense"], 2, "Usage: cute-ir"),
], ids=["unknown-kernel", "unknown-arch", "unknown-stage", "unknown-flag", "dsl-not-installed", "dsl-not-a-version",
        "missing-script", "replay-not-a-reproducer", "diff-not-traces", "golden-unknown-kernel", "env-unknown-release",
        "env-remove-missing", "run-without-gpu", "unknown-command"])
def test_bad_request(cli: Cli, args: list[str], code: int, first_line: str) -> None:
    if args[0] == "run" and _has_gpu():
        pytest.skip("this machine has a GPU")
    outcome = cli.run(*args, env={"CUTE_IR_ENV_DIR": str(cli.cwd / "envs")})
    outcome.assert_clean(code, first_line)
    assert list(cli.cwd.iterdir()) == []  # nothing written


def _has_gpu() -> bool:
    try:
        import torch
    except ImportError:
        return False
    return torch.cuda.is_available()


def test_a_script_that_raises(cli: Cli) -> None:
    (cli.cwd / "raises.py").write_text("raise ValueError('the script is wrong')\n")
    outcome = cli.run("trace", "-o", "s", "--", "raises.py")
    outcome.assert_clean(7, "error: the script raised ValueError: the script is wrong")
    assert not (cli.cwd / "s").exists()


def test_a_script_that_compiles_nothing(cli: Cli) -> None:
    (cli.cwd / "idle.py").write_text("print('hello')\n")
    cli.run("trace", "-o", "s", "--", "idle.py").assert_clean(3, "error: no kernel was compiled")
    assert not (cli.cwd / "s").exists()


def test_a_script_that_runs_past_the_timeout(cli: Cli) -> None:
    (cli.cwd / "slow.py").write_text("import subprocess, time\nsubprocess.Popen(['sleep', '300'])\ntime.sleep(300)\n")
    outcome = cli.run("trace", "--timeout", "3", "-o", "s", "--", "slow.py")
    outcome.assert_clean(10, "error: the script ran longer than 3 s and was stopped")  # its `sleep 300` too
    assert not (cli.cwd / "s").exists()


def test_a_script_that_leaves_a_background_process_ends_with_its_main_process(cli: Cli) -> None:
    outcome = cli.run("trace", "-o", "s", "--", SCRIPTS / "leaves_a_background_process.py", timeout=60)
    outcome.assert_clean(3, "error: no kernel was compiled")  # at once, not after the 900 s time-out


def test_a_pass_that_fails_keeps_its_trace_and_reproducer(cli: Cli) -> None:
    outcome = cli.run("trace", "-o", "s", "--", TESTS / "scripts" / "failing_pass_kernel.py")
    outcome.assert_clean(4, "error: compile failed in pass 42: error: PTX assembly failed", script_traceback=True)
    assert (cli.cwd / "s" / "001" / "failure").is_dir()


def test_a_compiler_crash_is_located(cli: Cli) -> None:
    outcome = cli.run("trace", "-o", "s", "--", TESTS / "scripts" / "crashing_pass_script.py", "cute-expand-ops")
    outcome.assert_clean(5, "error: the compiler crashed (SIGSEGV) in pass 8")
    assert (cli.cwd / "s" / "001" / "failure").is_dir()


def _stderr_on_a_terminal(args: list[str], env: dict[str, str]) -> str:
    """What `cute-ir` writes to stderr when stderr is a terminal (a pseudo-terminal here)."""
    leader, follower = pty.openpty()
    try:
        subprocess.run([CUTE_IR, *args], stderr=follower, stdout=subprocess.DEVNULL, env=env, timeout=120)
        os.close(follower)
        chunks = []
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:
                break
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks).decode(errors="replace")
    finally:
        os.close(leader)


def test_errors_are_red_on_a_terminal_unless_no_color_is_set(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    assert "\x1b[31merror: unknown kernel" in _stderr_on_a_terminal(["dump", "nope", "-o", str(tmp_path / "t")], env)
    plain = _stderr_on_a_terminal(["dump", "nope", "-o", str(tmp_path / "t")], {**env, "NO_COLOR": "1"})
    assert plain.startswith("error: unknown kernel") and "\x1b[" not in plain
