"""Option types shared by several commands."""

from __future__ import annotations

import math

import click


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
