"""`cute-ir env add|list|remove`: per-release DSL environments (see cute_ir.envs)."""

from __future__ import annotations

import click
from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.table import Table

from cute_ir import envs
from cute_ir.versions import KNOWN_RELEASES


@click.group("env")
def env() -> None:
    """Isolated environments, one per DSL release (VERSION or VERSION+cu13)."""


@env.command("add")
@click.argument("spec")
@click.option("--force", is_flag=True, help="Rebuild the environment if it exists or is broken.")
def add(spec: str, force: bool) -> None:
    """Install a DSL release into its own environment, with uv.

    SPEC is VERSION (CUDA 12 build) or VERSION+cu13, for example 4.5.3 or 4.5.3+cu13.
    """
    console = Console(stderr=True)
    with Progress(
        SpinnerColumn(),
        TextColumn("[bold]{task.fields[step]}"),
        TextColumn("{task.description}"),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    ) as progress:
        task = progress.add_task("", step=f"DSL {spec}", total=None)

        def report(line: str) -> None:
            progress.update(task, description=line[-100:])

        made = envs.add_environment(spec, force=force, report=report)
    click.echo(f"DSL {made.spec} ready: {made.python}")


@env.command("list")
def list_() -> None:
    """Show the environments and whether each can be used."""
    found = {e.spec: e for e in envs.list_environments()}
    table = Table("spec", "status", "path")
    for spec, environment in sorted(found.items()):
        table.add_row(
            spec, "ok" if environment.ok else f"[red]broken[/red]: {environment.problem}", str(environment.path)
        )
    Console().print(table if found else f"no environments in {envs.env_root()}")
    missing = sorted(r.spec for r in KNOWN_RELEASES.values() if r.spec not in found)
    click.echo(f"known releases not installed: {', '.join(missing)}")


@env.command("remove")
@click.argument("specs", nargs=-1, required=True)
def remove(specs: tuple[str, ...]) -> None:
    """Delete the environments of the given DSL specs."""
    for spec in specs:
        click.echo(f"removed {envs.remove_environment(spec)}")
