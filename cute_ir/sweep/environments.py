"""The release environments a sweep needs: found, or built (several at once where cores allow)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from cute_ir.releases import environments as envs
from cute_ir.errors import EnvironmentProblem
from cute_ir.sweep.parallel import map_at_most
from cute_ir.releases.catalogue import installed_dsl, parse_spec

Report = Callable[[str], None]


def prepare_environments(specs: list[str], *, build: bool, packages: envs.AddedPackages, jobs: int,
                         report: Report = lambda _: None) -> dict[str, Path | None]:
    """The interpreter for every spec (None: this one runs it and no environment was made for it).

    With `build`, missing environments are made and `packages` added to every environment, `jobs`
    at a time (uv downloads and unpacks in parallel on its own; two builds keep two cores busy).
    Without it, a missing environment is an EnvironmentProblem naming every one missing.
    """
    try:
        here = installed_dsl()
    except EnvironmentProblem:
        here = None
    pythons: dict[str, Path | None] = {}
    todo = []
    for spec in specs:
        environment = envs.inspect_environment(spec)
        if environment.ok and not (build and packages):
            pythons[spec] = environment.python
        elif not environment.path.exists() and parse_spec(spec) == here:
            pythons[spec] = None  # as `--dsl` does: this interpreter runs that release
        else:
            todo.append(spec)
    if todo and not build:
        raise EnvironmentProblem(
            f"no usable environment for DSL {', '.join(todo)}",
            hint="add --build to make them (with --with ... for your script's packages), or `cute-ir env add SPEC`",
        )

    if todo:
        envs.uv_binary()  # found here, before the threads (see its docstring)

    shown = threading.Lock()  # one failed build's output in one piece, not interleaved with another's

    def make(spec: str) -> tuple[str, Path]:
        report(f"preparing the environment of DSL {spec}")
        said: list[str] = []  # uv's output: shown only where the build fails (parallel builds interleave it)
        try:
            made = envs.add_environment(spec, packages=packages, report=said.append)
        except Exception:  # a failed build (not Ctrl-C): what uv said is why
            with shown:
                for line in said:
                    report(f"{spec}: {line}")
            raise
        report(f"DSL {spec} ready: {made.python}")
        return spec, made.python

    pythons.update(map_at_most(make, todo, jobs))
    return {spec: pythons[spec] for spec in specs}
