"""`cute-ir list`: the registered kernel instances, optionally filtered by metadata."""

from __future__ import annotations

import json
import sys

import click
from rich.console import Console
from rich.table import Column, Table

from cute_ir.errors import BadInputError
from cute_ir.cli.options import json_option
from cute_ir.cli.output import echo


def parse_filters(pairs: tuple[str, ...]) -> dict[str, str]:
    """KEY=VALUE pairs -> a metadata filter; a repeated key means any of its values."""
    wanted: dict[str, list[str]] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise BadInputError(f"--filter {pair!r}: expected KEY=VALUE, e.g. dtype=f16 or class=ElementwiseKernel")
        wanted.setdefault(key.strip(), []).append(value.strip())
    return {key: ",".join(values) for key, values in wanted.items()}


@click.command("list")
@click.option("--filter", "filters", multiple=True, metavar="KEY=VALUE",
              help="Keep instances whose metadata has VALUE for KEY (name, class, family, dtype, layout, tile, "
                   "threads, epilogue, min_cc, arch, op, ...). Repeat to narrow further.")
@click.option("--arch", default=None, metavar="ARCH",
              help="Keep instances that compile for ARCH (sm_90a, sm_100a, ...: NVIDIA's operators by their own "
                   "targets, the others by min_cc).")
@click.option("--provider", "providers", multiple=True, metavar="NAME",
              help="Keep the instances of provider NAME (repeatable); only those providers are enumerated.")
@json_option("Print the metadata as JSON instead of a table.")
@click.option("--providers", "show_providers", is_flag=True,
              help="List the kernel providers (where each comes from, its families) instead of the instances.")
def list_kernels(filters: tuple[str, ...], arch: str | None, providers: tuple[str, ...], as_json: bool,
                 show_providers: bool) -> None:
    """List the registered kernel instances (exit 3 when a provider failed to load, the others listed;
    exit 3 and nothing listed when a filter matches nothing)."""
    from cute_ir import registry

    if show_providers:
        _list_providers(as_json)
        registry.check_providers()
        return
    _check_providers_named(providers)
    narrowed = bool(filters or arch or providers)  # a bare `list` names the indexed catalogues, not their ~434,000
    found = registry.get_kernels(metadata_filter=parse_filters(filters) or None, arch=arch, providers=providers,
                                 include_indexed=narrowed)
    if not found and narrowed:  # nothing on stdout: an empty table or `[]` would read as a listing
        if not providers:
            registry.check_providers()  # a provider that failed to load may be why
        asked = " ".join([*(f"--filter {pair}" for pair in filters), *([f"--arch {arch}"] if arch else []),
                          *(f"--provider {name}" for name in providers)])
        raise BadInputError(f"no kernel instance matches {asked}",
                            hint="see `cute-ir list --json` for the keys and values instances have")
    _list_instances(found, as_json)
    if not narrowed and not as_json:
        for each in registry.indexed_families():
            click.echo(f"{each.provider}: an indexed catalogue, listed with "
                       f"`cute-ir list --provider {each.provider} --arch ARCH` (docs/operators.md)")
    if not providers:
        registry.check_providers()


def _check_providers_named(providers: tuple[str, ...]) -> None:
    from cute_ir.registry import discovery

    if not providers:
        return
    known = {item.name for item in discovery.load_providers()}
    unknown = [name for name in providers if name not in known]
    if unknown:
        raise BadInputError(f"no provider named {unknown[0]!r}; known: {', '.join(sorted(known))}",
                            hint="`cute-ir list --providers` shows where each comes from")


def _console() -> Console:
    console = Console()
    return console if console.is_terminal else Console(width=200)  # piped: whole lines, not rich's 80 columns


PLAIN_ROWS = 2000  # above this many instances the table is plain lines: rich lays out every row first


def _list_instances(found: list, as_json: bool) -> None:
    from cute_ir.registry import provider_of

    if as_json:  # one instance per line, streamed: the operator catalogue lists ~290,000 per target
        out = sys.stdout
        out.write("[")
        for index, kernel in enumerate(found):
            out.write(("\n" if index == 0 else ",\n") + kernel.listing_json(provider_of(kernel)))
        out.write("\n]\n")
        out.flush()
        return
    if len(found) > PLAIN_ROWS:
        _list_plain(found)
        return
    table = Table("class", "provider", "min cc", "dtypes", "layout", "tile", "threads", "epilogue")
    table.columns.insert(0, Column("name", no_wrap=True))
    for kernel in found:
        meta = kernel.metadata
        dtypes = ",".join(sorted({operand.dtype for operand in meta.operands.values()}))
        table.add_row(meta.kernel_name, meta.kernel_class, provider_of(kernel), f"sm_{meta.min_cc}" if meta.min_cc else "any",
                      dtypes, meta.layout or "row", meta.design.tile, str(meta.design.threads or ""), meta.epilogue)
    console = _console()
    console.print(table)
    console.print(f"{len(found)} instance{'s' if len(found) != 1 else ''}")


def _list_plain(found: list) -> None:
    """name, class, min cc, dtypes, layout, tile, cluster: one line each, tab-separated (`Kernel.listing_line`)."""
    out = sys.stdout
    out.write("name\tclass\tmin cc\tdtypes\tlayout\ttile\tcluster\n")
    for kernel in found:
        out.write(kernel.listing_line())
    out.write(f"{len(found)} instances\n")
    out.flush()


def _list_providers(as_json: bool) -> None:
    from cute_ir.registry import catalog, discovery

    loaded = catalog().providers
    rows = [{"name": item.name, "origin": item.source.origin, "target": item.source.target,
             "distribution": item.source.distribution,
             "families": sorted(item.provider.families) if item.provider is not None else [],
             "error": item.error} for item in loaded]
    if as_json:
        echo(json.dumps(rows, indent=1))
        return
    table = Table("provider", "from", "target", "distribution", "families")
    for row in rows:
        families = ", ".join(row["families"]) if not row["error"] else f"[red]failed: {row['error']}[/red]"
        table.add_row(row["name"], row["origin"], row["target"], row["distribution"], families)
    console = _console()
    console.print(table)
    left_out = discovery.left_out_providers()
    if left_out:
        console.print(f"left out: {', '.join(left_out)} (cute-ir's own; this project declares its own providers; "
                      f"include with `cute-ir --provider {left_out[0]}`)")
