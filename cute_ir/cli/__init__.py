"""The `cute-ir` command line: one click group, one module per command."""

import importlib
import os
import signal

import click

from cute_ir import __version__
from cute_ir.errors import CuteIRError
from cute_ir.fsutil import disk_full
from cute_ir.textutil import shown
from cute_ir.process.interrupts import Interrupted, signals_stop_everything
from cute_ir.cli.output import echo


# Each command's module, imported when the command runs (click's lazy-loading pattern): importing all
# of them took 0.43 s of every invocation, `cute-ir trace` and `dump` included.
_COMMANDS = {
    "blame": "blame_cmd:blame",
    "check": "check_cmd:check",
    "diff": "diff_cmd:diff",
    "diff-versions": "diff_cmd:diff_versions",
    "dump": "dump_cmd:dump",
    "env": "env_cmd:env",
    "golden": "golden_cmd:golden",
    "list": "list_cmd:list_kernels",
    "replay": "dump_cmd:replay",
    "run": "run_cmd:run",
    "sweep": "sweep_cmd:sweep",
    "trace": "dump_cmd:trace",
    "view": "view_cmd:view",
}


class _Group(click.Group):
    """Turns a CuteIRError into `error: ...` on stderr and its own exit code (see cute_ir.errors), and
    Ctrl-C/SIGTERM into a stop of every child process, the removal of partial output, and exit 130/143.
    Commands are imported on first use (`_COMMANDS`)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *_COMMANDS})

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in self.commands and name in _COMMANDS:
            module, attribute = _COMMANDS[name].split(":")
            self.add_command(getattr(importlib.import_module(f"cute_ir.cli.{module}"), attribute), name)
        return super().get_command(ctx, name)

    def invoke(self, ctx: click.Context) -> object:
        try:
            with signals_stop_everything():
                return super().invoke(ctx)
        except click.ClickException as err:  # a usage error quotes the flag's value: shown as every message is
            err.message = shown(err.message)
            raise
        except CuteIRError as err:
            _report(ctx, err)
        except OSError as err:
            full = disk_full(err)  # wherever the disk fills up, the same message and exit 6
            if full is None:
                raise
            _report(ctx, full)
        except (Interrupted, KeyboardInterrupt) as err:
            stop = err if isinstance(err, Interrupted) else Interrupted(signal.SIGINT)
            _error(f"interrupted by {stop.signal_name}: every child process was stopped and partial output removed")
            ctx.exit(stop.exit_code)


def _report(ctx: click.Context, err: CuteIRError) -> None:
    _error(err.message)
    if err.hint:
        echo(f"hint: {err.hint}", err=True)
    ctx.exit(int(err.exit_code))


def _error(message: str) -> None:
    """`error: ...` on stderr, red on a terminal unless NO_COLOR is set (https://no-color.org) or --color says."""
    color = True if os.environ.get("FORCE_COLOR") else None if not os.environ.get("NO_COLOR") else False
    click.secho(f"error: {shown(message)}", fg="red", err=True, color=color)


def _set_color(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """--color as uv and ruff take it: `always` and `never` set FORCE_COLOR / NO_COLOR for this process (rich,
    click and the child processes read them); `auto` leaves the environment's choice (colour on a terminal)."""
    if value == "always":
        os.environ.pop("NO_COLOR", None)
        os.environ["FORCE_COLOR"] = "1"
        ctx.color = True
    elif value == "never":
        os.environ.pop("FORCE_COLOR", None)
        os.environ["NO_COLOR"] = "1"
        ctx.color = False
    return value


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="cute-ir")
@click.option("--color", type=click.Choice(["auto", "always", "never"]), default="auto", show_default=True,
              callback=_set_color, expose_value=False, is_eager=True,
              help="Colour in the output: auto (on a terminal, unless NO_COLOR is set), always, never.")
@click.option("--import", "imports", multiple=True, metavar="MODULE",
              help="Import MODULE (dotted, from the working directory, or a .py file) for the kernels it registers "
                   "(cute_ir.register_jit, PROVIDER). Repeatable; also [tool.cute-ir] providers in pyproject.toml.")
@click.option("--provider", "asked", multiple=True, metavar="NAME",
              help="Include cute-ir's own provider NAME (cute_ir: the demo kernels; cutlass_operators), which a "
                   "project declaring providers of its own leaves out. Repeatable; also [tool.cute-ir] providers.")
def main(imports: tuple[str, ...], asked: tuple[str, ...]) -> None:
    """Inspect how CuTe DSL lowers a kernel, pass by pass.

    Kernels come from providers: installed packages' `cute_ir.kernels` entry points, the project's
    [tool.cute-ir] providers and --import; cute-ir's own demo providers too, unless the project declares
    providers of its own (then only with --provider). CUTE_IR_PROVIDERS=NAME,... keeps only those named.
    """
    from cute_ir.registry import discovery

    for module in imports:
        discovery.add_import(module)
    for name in asked:
        discovery.ask_for(name)
