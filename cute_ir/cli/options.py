"""Options and option types shared by several commands."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from cute_ir.cli.output import echo
from cute_ir.errors import BadInputError

if TYPE_CHECKING:
    from cute_ir.capture.parent import ArchChoice

# The capture and executor modules are imported where an option is used, not here: every command imports this
# module, and `list` or `view` must not pay for the capture's imports (0.14 s).


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


@contextmanager
def reading_option(name: str) -> Iterator[None]:
    """An option's value that cute-ir reads itself (a shape, a budget, a pattern, a DSL spec) and refuses is a usage
    error of that option, exit 2 with click's "Invalid value for 'NAME'", as a value click's own types refuse:
    cute_ir.errors keeps 2 for bad flags and their values, 3 for input that names what is not there (a kernel, a
    trace) or that the DSL or the kernel refuses."""
    try:
        yield
    except BadInputError as err:
        message = err.message  # "--shape '1,x': ..." shown under "Invalid value for '--shape'" without the name
        for prefix in (f"{name}: ", f"{name} "):
            message = message.removeprefix(prefix)
        raise click.BadParameter(message + (f" ({err.hint})" if err.hint else ""), param_hint=f"'{name}'") from None


def checked_by(read: Callable[[str], Any]) -> Callable[[click.Context, click.Parameter, Any], Any]:
    """A click callback that reads every value of an option with `read` before the command runs (`reading_option`):
    the option's value becomes what `read` returns (a tuple of them for a repeatable option)."""
    def callback(_ctx: click.Context, param: click.Parameter, value: Any) -> Any:
        if value is None:
            return None
        with reading_option(max(param.opts, key=len)):
            return tuple(read(item) for item in value) if isinstance(value, tuple) else read(value)
    return callback


def dsl_spec(text: str) -> str:
    """A `--dsl`-like value as typed, once it reads as VERSION or VERSION+cu13 (BadInputError otherwise)."""
    from cute_ir.releases.catalogue import parse_spec

    parse_spec(text)
    return text


_Command = TypeVar("_Command", bound=Callable[..., object])
QUIET_HELP = "Show no progress on stderr (notes and errors still show; stdout is unchanged)."


def quiet_option(help: str = QUIET_HELP) -> Callable[[_Command], _Command]:
    """`-q/--quiet` (the `quiet` parameter): a long command's progress on stderr is left out, as `golden check -q`."""
    return click.option("-q", "--quiet", is_flag=True, help=help)


def json_option(help: str) -> Callable[[_Command], _Command]:
    """`--json` (the `as_json` parameter): stdout holds only the JSON document; progress, notes and errors go to
    stderr, so `cute-ir X --json | jq` always reads data."""
    return click.option("--json", "as_json", is_flag=True, help=help)


def arch_option(command: _Command) -> _Command:
    """`--arch` (the `arch` parameter, read with `chosen_arch`)."""
    from cute_ir.capture.parent import DEFAULT_ARCH

    return click.option(
        "--arch", metavar="ARCH",
        help=f"Target arch [default: CUTE_DSL_ARCH where it is set, else {DEFAULT_ARCH}]; an explicit --arch wins "
             "over CUTE_DSL_ARCH (with a note).")(command)


def chosen_arch(flag: str | None) -> ArchChoice:
    """The arch of an `--arch` option (`choose_arch`), saying so where the flag overrides the environment."""
    from cute_ir.capture.parent import choose_arch

    choice = choose_arch(flag)
    if choice.overridden:
        echo(f"note: --arch {choice.arch} overrides CUTE_DSL_ARCH={choice.overridden} of the environment",
                   err=True)
    return choice


def chosen_kernel_arch(kernel: str, flag: str | None) -> ArchChoice:
    """`chosen_arch` for capturing registered `kernel`: where neither --arch nor CUTE_DSL_ARCH chose and the
    kernel does not compile for the default (an SM100 operator), its own first arch, said in a note."""
    from cute_ir.capture.parent import ArchChoice
    from cute_ir.registry import get_kernel

    choice = chosen_arch(flag)
    if choice.source != "default":
        return choice
    own = get_kernel(kernel).own_arch_instead_of(choice.arch)
    if own is None:
        return choice
    echo(f"note: {kernel} does not compile for {choice.arch} (the default); capturing it for {own}, its own "
         "(--arch or CUTE_DSL_ARCH to choose)", err=True)
    return ArchChoice(own, "the kernel")


dsl_option = click.option(
    "--dsl", metavar="VERSION[+cu13]", callback=checked_by(dsl_spec),
    help="Capture under another DSL release, from its environment (see `cute-ir env add`).")


def dsl_python(spec: str | None) -> Path | None:
    """The interpreter that captures under `--dsl SPEC`: the release's environment, or this interpreter
    where it has that release (EnvironmentProblem, exit 8, where neither does); None without --dsl."""
    if spec is None:
        return None
    from cute_ir.releases.environments import python_for

    return python_for(spec)


_RAY_ADDRESS = re.compile(r"^(auto|local|ray://\S+|\[[0-9a-fA-F:.]+\]:\d+|[\w.\-]+:\d+)$")


def is_ray_address(text: str) -> bool:
    """What `ray.init(address=...)` takes: auto, local, HOST:PORT or ray://HOST:PORT."""
    return bool(_RAY_ADDRESS.match(text))


def _ray_args(args: list[str]) -> list[str]:
    """`--ray` stands alone unless an address follows it: `--ray KERNEL` is `--ray=local KERNEL`."""
    from cute_ir.executors import RAY_LOCAL

    result: list[str] = []
    tokens = iter(args)
    for token in tokens:
        if token == "--":
            result += [token, *tokens]
            break
        if token != "--ray":
            result.append(token)
            continue
        following = next(tokens, None)
        if following is not None and is_ray_address(following):
            result.append(f"--ray={following}")
        else:
            result.append(f"--ray={RAY_LOCAL}")
            if following is not None:
                result.append(following)
                if following == "--":
                    result += list(tokens)
                    break
    return result


class RayAddressCommand(click.Command):
    """A command with the `--ray [ADDRESS]` option, whose address is optional even before an argument."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        return super().parse_args(ctx, _ray_args(list(args)))


def _check_ray_address(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None and not is_ray_address(value):
        raise click.BadParameter(f"{value!r} is not a Ray address: give auto, HOST:PORT or ray://HOST:PORT, "
                                 "or nothing for a local Ray instance", ctx, param)
    return value


ray_option = click.option(
    "--ray", "ray_address", metavar="[ADDRESS]", default=None, callback=_check_ray_address,
    help="Run the captures as tasks of a Ray cluster: ADDRESS (auto, HOST:PORT, ray://HOST:PORT) joins one, as "
         "`ray.init` does; without it a local Ray instance (one CPU a core, capped by memory) is started for this run. Needs "
         "`pip install 'cute-ir[ray]'`; see docs/ray.md.",
)
