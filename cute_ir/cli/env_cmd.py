"""`cute-ir env add|list|remove`: per-release DSL environments (see cute_ir.releases.environments)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import click
from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.markup import escape
from rich.table import Table

from cute_ir.releases import environments as envs
from cute_ir.releases.catalogue import KNOWN_RELEASES
from cute_ir.cli.options import checked_by, json_option, quiet_option
from cute_ir.cli.output import echo
from cute_ir.textutil import shown


@click.group("env")
def env() -> None:
    """Isolated environments, one per DSL release (VERSION or VERSION+cu13)."""


def package_options(command: Callable[..., None]) -> Callable[..., None]:
    """--with, --with-no-deps, --with-editable and --find-links: the user's packages for an environment."""
    for option in reversed((
        click.option("--with", "with_", multiple=True, metavar="REQUIREMENT",
                     callback=checked_by(envs.validated_requirement),
                     help="Also install this package, resolved with the DSL pinned (e.g. torch==2.13.0; a "
                          "requirement, a wheel or project path, or a URL). Repeatable."),
        click.option("--with-no-deps", multiple=True, metavar="REQUIREMENT",
                     callback=checked_by(envs.validated_requirement),
                     help="Also install this package without its dependencies (one that pins another DSL release)."),
        click.option("--with-editable", multiple=True, metavar="PATH",
                     type=click.Path(exists=True, file_okay=False, path_type=Path),
                     help="Also install this project in editable mode (your kernel library). Repeatable."),
        click.option("--find-links", multiple=True, metavar="DIR", callback=checked_by(envs.validated_find_links),
                     help="Look for wheels in this folder too, for the DSL's own install as well "
                          "(pip's PIP_FIND_LINKS is always searched)."),
    )):
        command = option(command)
    return command


def added_packages(with_: tuple[str, ...], with_no_deps: tuple[str, ...], with_editable: tuple[Path, ...],
                   find_links: tuple[str, ...]) -> envs.AddedPackages:
    return envs.AddedPackages(
        requirements=with_, no_deps=with_no_deps,
        editable=tuple(str(path.resolve()) for path in with_editable), find_links=find_links,
    )


_json_option = json_option("Print the environment(s) as JSON.")


def _environment_json(environment: envs.DslEnvironment) -> dict[str, object]:
    return {"spec": environment.spec, "version": environment.version, "variant": environment.variant,
            "ok": environment.ok, "problem": environment.problem, "path": str(environment.path),
            "python": str(environment.python), "added": list(environment.added)}


@env.command("add")
@click.argument("spec")
@click.option("--force", is_flag=True, help="Rebuild the environment if it exists or is broken.")
@_json_option
@quiet_option("Show no progress on stderr (the step and the installer's last line, on a terminal).")
@package_options
def add(spec: str, force: bool, as_json: bool, quiet: bool, with_: tuple[str, ...], with_no_deps: tuple[str, ...],
        with_editable: tuple[Path, ...], find_links: tuple[str, ...]) -> None:
    """Install a DSL release into its own environment, with uv.

    SPEC is VERSION (CUDA 12 build) or VERSION+cu13, for example 4.5.3 or 4.5.3+cu13. Packages
    given with --with* go into it too (into an existing environment as well), so that
    `cute-ir trace --dsl SPEC -- script.py` can import what your script imports; `env list` shows them.

    \b
      cute-ir env add 4.5.3 --with torch==2.13.0 --with-editable .
    """
    packages = added_packages(with_, with_no_deps, with_editable, find_links)
    if quiet:
        made = envs.add_environment(spec, force=force, report=lambda _: None, packages=packages)
    else:
        made = _add_showing_progress(spec, force, packages)
    echo(json.dumps(_environment_json(made), indent=1) if as_json else f"DSL {made.spec} ready: {made.python}")


def _add_showing_progress(spec: str, force: bool, packages: envs.AddedPackages) -> envs.DslEnvironment:
    """`add_environment` with a spinner on stderr naming the step and the installer's latest line."""
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
            progress.update(task, description=escape(shown(line[-100:])))  # the installer's line, as plain text

        return envs.add_environment(spec, force=force, report=report, packages=packages)


@env.command("list")
@_json_option
def list_(as_json: bool) -> None:
    """Show the environments and whether each can be used."""
    found = {e.spec: e for e in envs.list_environments()}
    own = _own_dsl()  # this interpreter's DSL needs no environment: it is installed, here
    missing = sorted(r.spec for r in KNOWN_RELEASES.values() if r.spec not in found and r.spec != own)
    if as_json:
        echo(json.dumps({"root": str(envs.env_root()),
                               "environments": [_environment_json(found[spec]) for spec in sorted(found)],
                               "this_interpreter": {"spec": own, "python": sys.executable} if own else None,
                               "not_installed": missing}, indent=1))
        return
    table = Table("spec", "status", "added packages", "path")
    if own is not None and own not in found:
        table.add_row(own, "ok (this interpreter)", "-", sys.executable)
    for spec, environment in sorted(found.items()):
        table.add_row(
            spec,
            "ok" if environment.ok else f"[red]broken[/red]: {environment.problem}",
            escape(shown(environment.describe_added())) or "-",  # a --with URL's password never shown
            str(environment.path),
        )
    Console().print(table if table.rows else f"no environments in {envs.env_root()}")
    echo(f"known releases not installed: {', '.join(missing)}")


def _own_dsl() -> str | None:
    """The spec of the DSL this interpreter imports, None without one."""
    from cute_ir.errors import EnvironmentProblem
    from cute_ir.releases.catalogue import format_spec, installed_dsl

    try:
        return format_spec(*installed_dsl())
    except EnvironmentProblem:
        return None


@env.command("remove")
@click.argument("specs", nargs=-1, required=True)
@json_option("Print the folders removed as JSON (spec and path of each).")
def remove(specs: tuple[str, ...], as_json: bool) -> None:
    """Delete the environments of the given DSL specs."""
    removed: list[dict[str, str]] = []
    try:
        for spec in specs:  # an error stops here: the ones before stay removed, and are said to be (JSON too)
            path = envs.remove_environment(spec)
            removed.append({"spec": spec, "path": str(path)})
            if not as_json:
                echo(f"removed {path}")
    finally:
        if as_json:
            echo(json.dumps({"removed": removed}, indent=1))
