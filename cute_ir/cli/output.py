"""What every command prints goes through `echo` (`textutil.shown`): text that came from a trace, a golden
store or a reproducer (kernel and pass names, compiler messages, IR, a stored result) can never drive the
terminal, and no URL's password (a `--with` requirement, an installer's line) is shown."""

from __future__ import annotations

import click

from cute_ir.textutil import shown


def echo(message: object = "", *, err: bool = False, nl: bool = True) -> None:
    """`click.echo` of `message` as `shown` (JSON too: json.dumps escapes controls, not passwords)."""
    click.echo(shown(str(message)), err=err, nl=nl)
