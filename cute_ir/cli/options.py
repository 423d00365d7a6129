"""Options and option types shared by several commands."""

from __future__ import annotations

import math

import click

from cute_ir.dump import DEFAULT_ARCH, ArchChoice, choose_arch


class Seconds(click.ParamType):
    """A time limit in seconds: a finite number above zero (0, negatives, nan and inf are usage errors)."""

    name = "seconds"

    def convert(self, value: object, param: click.Parameter | None, ctx: click.Context | None) -> float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            seconds = float(value)
        else:
            try:
                seconds = float(str(value).strip())
            except ValueError:
                self.fail(f"{value!r} is not a number of seconds", param, ctx)
        if not math.isfinite(seconds) or seconds <= 0:
            self.fail(f"{value!r} is not a time limit: give a finite number of seconds above 0", param, ctx)
        return seconds


SECONDS = Seconds()


arch_option = click.option(
    "--arch", metavar="ARCH",
    help=f"Target arch [default: CUTE_DSL_ARCH where it is set, else {DEFAULT_ARCH}]; an explicit --arch wins "
         "over CUTE_DSL_ARCH (with a note).")


def chosen_arch(flag: str | None) -> ArchChoice:
    """The arch of an `--arch` option (`choose_arch`), saying so where the flag overrides the environment."""
    choice = choose_arch(flag)
    if choice.overridden:
        click.echo(f"note: --arch {choice.arch} overrides CUTE_DSL_ARCH={choice.overridden} of the environment",
                   err=True)
    return choice
