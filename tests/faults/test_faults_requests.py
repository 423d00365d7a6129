"""Requests whose values would take cute-ir outside what it owns (issue 24, items G and H): an installer
option given as a package, a kernel name that is a path. Each is refused with its exit code, a clear
first line, no traceback, and nothing written anywhere."""

from __future__ import annotations

import pytest

from faultkit import KERNEL, Cli


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


ESCAPING_PROVIDER = '''
"""A provider whose instance name climbs out of any folder it is joined to."""
from dataclasses import replace

import cute_ir
from cute_ir.kernels.elementwise import ElementwiseKernel


@cute_ir.register_family
class EscapingKernel(ElementwiseKernel):
    @classmethod
    def generate_kernels(cls, metadata_filter=None, epilogue_args=None, cc=None):
        kernel = cls("add", "f32")
        kernel.metadata = replace(kernel.metadata, kernel_name={name!r})
        return cls._keep([kernel], metadata_filter, epilogue_args, cc)
'''


def _outside(cli: Cli) -> list[str]:
    """What exists beside the working directory besides what the test put there."""
    return sorted(p.name for p in cli.cwd.parent.iterdir() if p.name not in ("work", "tmp", "escaping.py"))


@pytest.mark.parametrize("name", ["../../escaped", "../escaped", ".hidden", "a/b"])
@pytest.mark.parametrize("command", [["dump"], ["golden", "update", "--golden-dir", "g"]], ids=["dump", "golden"])
def test_a_kernel_name_that_is_a_path_is_refused_at_registration(cli: Cli, name: str, command: list[str]) -> None:
    """Item H: `dump ../../escaped` wrote `../escaped.sm_90a` outside traces/, `golden update` a golden
    beside the store. The instance is refused when its family loads, named with the rule."""
    (cli.cwd.parent / "escaping.py").write_text(ESCAPING_PROVIDER.format(name=name))
    outcome = cli.run("--import", "../escaping.py", *command[:2], name, *command[2:])
    outcome.assert_clean(3, "error: ")
    refused = (f"the kernel {name!r} is not a plain name (letters, digits", "cannot name a file or folder inside")
    assert any(reason in outcome.stderr for reason in refused)  # by the registry, or first by dump's path check
    assert _outside(cli) == [] and list(cli.cwd.iterdir()) == []


def test_an_arch_that_is_a_path_never_names_the_trace_directory(cli: Cli) -> None:
    """Item H: the default `traces/<kernel>.<arch>` is checked to stay inside traces/ before anything is made."""
    outcome = cli.run("dump", KERNEL, "--arch", "../../x")
    outcome.assert_clean(3, f"error: the kernel and arch '{KERNEL}.../../x' cannot name a file or folder inside")
    assert _outside(cli) == [] and list(cli.cwd.iterdir()) == []
