"""Requests whose values would take cute-ir outside what it owns (issue 24, items G and H): an installer
option given as a package, a kernel name that is a path. Each is refused with its exit code, a clear
first line, no traceback, and nothing written anywhere."""

from __future__ import annotations

from pathlib import Path

import pytest

from faultkit import Cli


@pytest.mark.parametrize("args", [["--with", "--target=DIR"], ["--with-no-deps", "--prefix=DIR"],
                                  ["--find-links", "--index-url=https://example.invalid/simple"]],
                         ids=["with-target", "no-deps-prefix", "find-links-index-url"])
def test_env_add_refuses_an_installer_option_given_as_a_package(cli: Cli, args: list[str]) -> None:
    """Item G: `--with '--target=DIR'` reached uv as an option: exit 0, nothing added, a record that lied."""
    envs = cli.cwd / "envs"
    outcome = cli.run("env", "add", "4.5.3", *args, env={"CUTE_IR_ENV_DIR": str(envs)})
    outcome.assert_clean(2, "Usage: cute-ir env add")
    assert f"Invalid value for '{args[0]}'" in outcome.stderr and "is an installer option" in outcome.stderr
    assert not envs.exists() and not (cli.cwd / "DIR").exists()
