"""What a release environment or a traced script does to cute-ir's children and staging (issue 24,
items J, K and L): each gets its documented exit code, a clear first line, no traceback, nothing left."""

from __future__ import annotations

import json
import signal
from pathlib import Path

import pytest

from faultkit import KERNEL, SCRIPTS, Cli, file_appears
from cute_ir.releases.environments import LINK_DIR, LINKED_PACKAGES, RECORD


def _environment_dying_at_start(root: Path, spec: str = "4.5.3") -> Path:
    """A release environment that looks whole (record, link, interpreter) but whose interpreter dies of
    SIGSEGV before running anything, as a broken libc or a bad LD_PRELOAD makes it."""
    env = root / spec
    (env / "bin").mkdir(parents=True)
    python = env / "bin" / "python"
    python.write_text("#!/bin/sh\nkill -SEGV $$\n")
    python.chmod(0o755)
    (env / RECORD).write_text(json.dumps({"spec": spec, "version": spec, "variant": "cu12"}))
    for package in LINKED_PACKAGES:
        (env / LINK_DIR / package).mkdir(parents=True)
    return python


@pytest.mark.parametrize("command", [["dump", KERNEL, "-o", "t", "--dsl", "4.5.3"],
                                     ["trace", "-o", "t", "--dsl", "4.5.3", "--", "script.py"]], ids=["dump", "trace"])
def test_an_interpreter_that_dies_of_a_signal_at_start_up_is_an_environment_problem(cli: Cli,
                                                                                    command: list[str]) -> None:
    python = _environment_dying_at_start(cli.cwd / "envs")
    (cli.cwd / "script.py").write_text("print('never runs')\n")
    outcome = cli.run(*command, env={"CUTE_IR_ENV_DIR": str(cli.cwd / "envs")})
    outcome.assert_clean(8, f"error: the Python interpreter {python} died of SIGSEGV before it started")
    assert not (cli.cwd / "t").exists()


DETACHES = SCRIPTS / "detaches_a_sleep.py"


def test_processes_a_script_detached_end_with_it(cli: Cli) -> None:
    """Item K: `sleep 600` started with start_new_session=True or setsid outlived the trace."""
    outcome = cli.run("trace", "-o", "s", "--", DETACHES, "started", "exit")
    outcome.assert_clean(3, "error: no kernel was compiled")  # and no `sleep 600` left (assert_no_leftovers)
    assert (cli.cwd / "started").is_file()


def test_processes_a_script_detached_end_at_its_time_out(cli: Cli) -> None:
    outcome = cli.run("trace", "--timeout", "3", "-o", "s", "--", DETACHES, "started", "wait")
    outcome.assert_clean(10, "error: the script ran longer than 3 s and was stopped")


@pytest.mark.parametrize(("signum", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)], ids=["SIGINT", "SIGTERM"])
def test_processes_a_script_detached_end_at_ctrl_c(cli: Cli, signum: int, code: int) -> None:
    started = cli.cwd / "started"
    outcome = cli.run("trace", "-o", "s", "--", DETACHES, started, "wait", signal_when=file_appears(started),
                      signum=signum)
    outcome.assert_clean(code, f"error: interrupted by {signal.Signals(signum).name}")
    assert not (cli.cwd / "s").exists()


REMOVES = SCRIPTS / "removes_its_staging.py"


@pytest.mark.parametrize(("args", "out"), [(["staging", "-"], "s"), (["traces", "-"], "traces/session")],
                         ids=["staging", "whole-traces-folder"])
def test_a_script_that_removes_the_staging_directory_keeps_its_output(cli: Cli, args: list[str], out: str) -> None:
    """Item L: exit 7 with a garbled message, the script's output gone. Now: exit 6 naming what happened,
    the output shown live and kept in the session directory."""
    outcome = cli.run("trace", *(["-o", out] if out == "s" else []), "--", REMOVES, *args)
    outcome.assert_clean(6, "error: .")
    assert "the staging directory of " in outcome.first_line and "was removed while the child ran" in outcome.stderr
    assert "the script removed" in outcome.stdout  # shown live, although its log file was gone
    session = cli.cwd / out
    assert "the script starts" in (session / "stdout.txt").read_text()
    assert "the script removed" in (session / "stdout.txt").read_text()
    assert "a line on stderr" in (session / "stderr.txt").read_text()
    assert json.loads((session / "session.json").read_text())["exit_code"] == 6


def test_compiles_after_the_staging_directory_was_removed_are_kept(cli: Cli) -> None:
    outcome = cli.run("trace", "-o", "s", "--", REMOVES, "staging", "compile")
    outcome.assert_clean(6, "error: .")
    assert "1 trace(s) of compiles made after it" in outcome.stderr
    assert (cli.cwd / "s" / "001" / "manifest.json").is_file()
    assert "the script removed staging" in (cli.cwd / "s" / "stdout.txt").read_text()
