"""Every kernel instance of every provider, checked for clashes: the lookups the CLI and capture use.

Built once per process (again only when a source or registration changes). A provider that fails
to import, or a family that fails to load, is kept as an error: the other providers' kernels stay
available, and commands that need every kernel (`list`, `golden` of all) report it and exit 3.
Two providers defining one family or instance name is an error naming both, as xdsl's
`Universe.get_multiverse` does.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field

from cute_ir.errors import BadInputError
from cute_ir.registry import discovery
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.discovery import LoadedProvider, ProviderLoadError
from cute_ir.registry.kernel import Kernel
from cute_ir.registry.metadata import MetadataFilter, check_filter_keys, matches
from cute_ir.registry.names import check_name


class UnknownKernelError(BadInputError):
    """No registered instance has this name."""


@dataclass
class Catalog:
    providers: list[LoadedProvider]
    kernels: list[Kernel] = field(default_factory=list)  # sorted by name
    provider_of: dict[str, str] = field(default_factory=dict)  # instance name -> provider name
    errors: list[str] = field(default_factory=list)  # one line per provider that failed, naming it


_CACHE: dict[str, tuple[int, Catalog]] = {}


def catalog() -> Catalog:
    cached = _CACHE.get("catalog")
    if cached is not None and cached[0] == discovery.generation():
        return cached[1]
    built = _build(discovery.load_providers())
    _CACHE["catalog"] = (discovery.generation(), built)
    return built


def _build(loaded: list[LoadedProvider]) -> Catalog:
    result = Catalog(loaded)
    by_name: dict[str, LoadedProvider] = {}
    for item in loaded:
        if item.name in by_name:
            raise BadInputError(
                f"two providers are named {item.name!r}: {by_name[item.name].source.describe()} and "
                f"{item.source.describe()}",
                hint=f"choose one with {discovery.PROVIDERS_ENV}",
            )
        by_name[item.name] = item
    family_owner: dict[str, str] = {}
    instance_owner: dict[str, str] = {}
    for item in loaded:
        if item.provider is None:
            result.errors.append(f"provider {item.name!r} ({item.source.describe()}) failed to import: {item.error}")
            continue
        for family in item.provider.families:
            if family in family_owner:
                raise _clash("family", family, family_owner[family], item.name)
            family_owner[family] = item.name
            try:
                check_name("the family", family)
                instances = item.provider.load_family(family).generate_kernels(None, cc=None)
                for kernel in instances:  # names become paths (traces/, the golden store): one rule
                    check_name("the kernel", kernel.name)
            except (Exception, SystemExit) as err:  # noqa: BLE001 - reported, the other families stay usable
                message = err.message if isinstance(err, BadInputError) else f"{type(err).__name__}: {err}"
                result.errors.append(f"provider {item.name!r}: family {family!r} failed to load: {message}")
                continue
            for kernel in instances:
                if kernel.name in instance_owner:
                    raise _clash("kernel", kernel.name, instance_owner[kernel.name], item.name)
                instance_owner[kernel.name] = item.name
                result.kernels.append(kernel)
    result.kernels.sort(key=lambda kernel: kernel.name)
    result.provider_of = instance_owner
    return result


def _clash(what: str, name: str, first: str, second: str) -> BadInputError:
    where = f"{first!r} and {second!r}" if first != second else f"{first!r} (twice)"
    return BadInputError(
        f"two providers register the {what} {name!r}: {where}",
        hint=f"rename one, or choose providers with {discovery.PROVIDERS_ENV}=NAME,...",
    )


def check_providers() -> None:
    """Raise when some provider failed: for commands that must see every kernel (checking all goldens)."""
    errors = catalog().errors
    if errors:
        raise ProviderLoadError(
            "\n".join(errors),
            hint=f"fix or uninstall it, or leave it out with {discovery.PROVIDERS_ENV}=NAME,... (see `cute-ir list --providers`)",
        )


def get_kernels(
    args: RuntimeArguments | None = None, metadata_filter: MetadataFilter = None, cc: int | None = None
) -> list[Kernel]:
    """Instances that pass the filter, run on `cc`, and (when `args` is given) support `args`; sorted by name."""
    everything = catalog().kernels
    check_filter_keys(metadata_filter, {key for kernel in everything for key in kernel.metadata.tags})
    found = [kernel for kernel in everything
             if matches(kernel.metadata, metadata_filter) and (cc is None or kernel.metadata.min_cc <= cc)]
    if args is not None:
        found = [kernel for kernel in found if kernel.supports(args)]
    return found


def all_kernels() -> list[Kernel]:
    """Every instance of every provider that loaded, sorted by name (the order goldens and CI use)."""
    return list(catalog().kernels)


def provider_of(kernel: Kernel | str) -> str:
    return catalog().provider_of.get(kernel if isinstance(kernel, str) else kernel.name, "")


def get_kernel(name: str) -> Kernel:
    current = catalog()
    for kernel in current.kernels:
        if kernel.name == name:
            return kernel
    names = [kernel.name for kernel in current.kernels]
    close = difflib.get_close_matches(name, names, n=5, cutoff=0.5)
    message = f"unknown kernel {name!r}" + (f"; close matches: {', '.join(close)}" if close else "")
    if current.errors:
        message += "\n" + "\n".join(current.errors)
    hint = "run `cute-ir list` to see every kernel (`--providers` for where they come from)"
    left_out = discovery.left_out_providers()
    if left_out:
        hint = (f"cute-ir's own providers ({', '.join(left_out)}) are left out because this project declares "
                f"providers of its own: ask for one with `cute-ir --provider {left_out[0]} ...` or "
                f"[tool.cute-ir] providers = [\"{left_out[0]}\"]; " + hint)
    if not current.providers:
        hint = (f"no kernel provider was found: not even cute-ir's own `{discovery.ENTRY_POINT_GROUP}` entry point "
                "(an install made before it existed? re-run `pip install -e .` in the checkout)")
    raise UnknownKernelError(message, hint=hint)
