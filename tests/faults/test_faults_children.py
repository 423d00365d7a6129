"""What a release environment or a traced script does to cute-ir's children and staging (issue 24,
items J, K and L): each gets its documented exit code, a clear first line, no traceback, nothing left."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from faultkit import KERNEL, Cli
from cute_ir.envs import LINK_DIR, LINKED_PACKAGES, RECORD


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
