"""What every command prints goes through `echo`: text that came from a trace, a golden store or a
reproducer (kernel and pass names, compiler messages, IR, a stored result) can never drive the terminal."""

from __future__ import annotations

import click

from cute_ir.textutil import terminal_safe


def echo(message: object = "", *, err: bool = False, nl: bool = True) -> None:
    """`click.echo` of `message` made `terminal_safe` (JSON is already: json.dumps escapes controls)."""
    click.echo(terminal_safe(str(message)), err=err, nl=nl)
