"""The `cute-ir` command line: one click group, one module per command."""

import click

from cute_ir import __version__


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="cute-ir")
def main() -> None:
    """Inspect how CuTe DSL lowers a kernel, pass by pass."""


from cute_ir.cli.env_cmd import env  # noqa: E402

main.add_command(env)
from cute_ir.cli.view_cmd import view  # noqa: E402

main.add_command(view)
