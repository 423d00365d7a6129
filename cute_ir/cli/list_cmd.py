"""`cute-ir list`: the registered kernel instances, optionally filtered by metadata."""

from __future__ import annotations

import json

import click
from rich.console import Console
from rich.table import Column, Table

from cute_ir.errors import BadInputError


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
@click.option("--json", "as_json", is_flag=True, help="Print the metadata as JSON instead of a table.")
def list_kernels(filters: tuple[str, ...], as_json: bool) -> None:
    """List the registered kernel instances."""
    from cute_ir import kernels

    found = kernels.get_kernels(metadata_filter=parse_filters(filters) or None)
    if as_json:
        click.echo(json.dumps([kernel.metadata.to_json() for kernel in found], indent=1))
        return
    table = Table("class", "min cc", "dtypes", "layout", "tile", "threads", "epilogue")
    table.columns.insert(0, Column("name", no_wrap=True))
    for kernel in found:
        meta = kernel.metadata
        dtypes = ",".join(sorted({operand.dtype for operand in meta.operands.values()}))
        table.add_row(meta.kernel_name, meta.kernel_class, f"sm_{meta.min_cc}", dtypes, meta.layout or "row",
                      meta.design.tile, str(meta.design.threads), meta.epilogue)
    console = Console()
    if not console.is_terminal:  # piped: keep whole lines rather than rich's 80 columns
        console = Console(width=200)
    console.print(table)
    console.print(f"{len(found)} instance{'s' if len(found) != 1 else ''}")
