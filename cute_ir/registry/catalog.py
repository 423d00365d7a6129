"""Every kernel instance of every provider, checked for clashes: the lookups the CLI and capture use.

Built once per process (again only when a source or registration changes). A provider that fails
to import, or a family that fails to load, is kept as an error: the other providers' kernels stay
available, and commands that need every kernel (`list`, `golden` of all) report it and exit 3.
Two providers defining one family or instance name is an error naming both, as xdsl's
`Universe.get_multiverse` does.

An *indexed* family (a class with `indexed = True`, given to its provider as the class itself, not a
loader: NVIDIA's operator catalogue) is too large to list in full: it is asked instead. A name lookup
asks it first (`find_kernel`: its index alone, no kernel module and no DSL imported), a listing asks it
for the instances that pass the filter (`list_kernels`), and `all_kernels()` holds its golden set
(`golden_kernels`), so goldens and CI cover it by design point rather than by every instance.

A *lazy* provider (`KernelProvider(lazy=True)`: cute-ir's own) is listed from an index of its instances'
metadata (`provider_index.py`): its instances are stand-ins until used, and building the catalog imports
none of its family modules.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass, field

from cute_ir.errors import BadInputError, CuteIRError
from cute_ir.registry import discovery, provider_index
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.discovery import LoadedProvider, ProviderLoadError
from cute_ir.registry.kernel import Kernel
from cute_ir.registry.metadata import MetadataFilter, check_filter_keys, matches
from cute_ir.registry.names import check_name


class UnknownKernelError(BadInputError):
    """No registered instance has this name."""


@dataclass(frozen=True)
class IndexedFamily:
    provider: str
    family: type[Kernel]


def indexed_families() -> list[IndexedFamily]:
    """The indexed families of the loaded providers (given as classes: found without importing anything)."""
    found = []
    for item in discovery.load_providers():
        if item.provider is None:
            continue
        for entry in item.provider.families.values():
            if isinstance(entry, type) and issubclass(entry, Kernel) and getattr(entry, "indexed", False):
                found.append(IndexedFamily(item.name, entry))
    return found


def _is_indexed(entry: object) -> bool:
    return isinstance(entry, type) and getattr(entry, "indexed", False)


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
        index = provider_index.read_or_build(item.source, progress=False) if item.provider.lazy else None
        if index is not None:
            result.errors.extend(index.errors)
            by_family = provider_index.instances_by_family(item.provider, index)
        for family, entry in item.provider.families.items():
            if _is_indexed(entry):
                continue  # asked by name or filter, never listed whole (module docstring)
            if family in family_owner:
                raise _clash("family", family, family_owner[family], item.name)
            family_owner[family] = item.name
            if index is not None:
                instances = by_family.get(family, [])
            else:
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
    args: RuntimeArguments | None = None, metadata_filter: MetadataFilter = None, cc: int | None = None,
    arch: str | None = None, providers: Sequence[str] = (), include_indexed: bool = True,
) -> list[Kernel]:
    """Instances that pass the filter, run on `cc` (compile for `arch`: an indexed family's own targets,
    min_cc for the others), come from `providers` (all when empty) and (when `args` is given) support
    `args`; sorted by name. Only the providers asked are enumerated: listing the operator catalogue
    imports no kernel module. `include_indexed=False` leaves indexed families out (a bare `cute-ir list`)."""
    indexed = [each for each in indexed_families()
               if include_indexed and (not providers or each.provider in providers)]
    if providers:  # asked for by name: a family whose package is missing says so, not "no instance matches"
        for each in indexed:
            check_available = getattr(each.family, "check_available", None)
            if check_available is not None:
                check_available()
    indexed_providers = {each.provider for each in indexed}
    eager_wanted = not providers or bool(set(providers) - indexed_providers)
    everything = catalog().kernels if eager_wanted else []
    if providers:
        everything = [kernel for kernel in everything if provider_of(kernel) in providers]
    known_tags = {key for kernel in everything for key in kernel.metadata.tags}
    known_tags.update(tag for each in indexed for tag in getattr(each.family, "FILTER_TAGS", ()))
    check_filter_keys(metadata_filter, known_tags)
    limit = cc if arch is None else min(cc or 10**6, arch_cc(arch))
    found = [kernel for kernel in everything
             if matches(kernel.metadata, metadata_filter) and (limit is None or kernel.metadata.min_cc <= limit)]
    for each in indexed:
        listed = each.family.list_kernels(metadata_filter, arch=arch, cc=cc, args=args)  # type: ignore[attr-defined]
        _INDEXED_OWNER.update({kernel.name: each.provider for kernel in listed})
        found.extend(listed)
    if args is not None:
        found = [kernel for kernel in found if kernel.supports(args)]
    found.sort(key=lambda kernel: kernel.name)
    return found


_INDEXED_OWNER: dict[str, str] = {}  # instance name -> provider, for instances of indexed families handed out


def arch_cc(arch: str) -> int:
    """"sm_90a" -> 90."""
    digits = "".join(ch for ch in arch.removeprefix("sm_") if ch.isdigit())
    if not digits:
        raise BadInputError(f"not an arch: {arch!r} (e.g. sm_90a, sm_100a)")
    return int(digits)


def all_kernels() -> list[Kernel]:
    """Every instance of every provider that loaded, and of an indexed family its golden set (one
    instance per design point), sorted by name (the order goldens and CI use)."""
    current = catalog()
    kernels = list(current.kernels)
    for each in indexed_families():
        try:
            chosen = each.family.golden_kernels()  # type: ignore[attr-defined]
        except CuteIRError as err:  # e.g. an unsupported release of its package: reported as a failed provider
            message = f"provider {each.provider!r}: {err.message}"
            if message not in current.errors:
                current.errors.append(message)
            continue
        _INDEXED_OWNER.update({kernel.name: each.provider for kernel in chosen})
        kernels.extend(chosen)
    return sorted(kernels, key=lambda kernel: kernel.name)


def provider_of(kernel: Kernel | str) -> str:
    name = kernel if isinstance(kernel, str) else kernel.name
    if name in _INDEXED_OWNER:
        return _INDEXED_OWNER[name]
    return catalog().provider_of.get(name, "")


def get_kernel(name: str) -> Kernel:
    """The instance of that name: an indexed family's from its index alone (no DSL imported), else
    from the listing of every other family."""
    for each in indexed_families():
        found = each.family.find_kernel(name)  # type: ignore[attr-defined]
        if found is not None:
            _INDEXED_OWNER[found.name] = each.provider
            return found
        if each.family.claims(name):  # type: ignore[attr-defined]  # its name, not in its index: no listing
            close = each.family.suggestions(name)  # type: ignore[attr-defined]
            raise UnknownKernelError(
                f"unknown kernel {name!r}" + (f"; close matches: {', '.join(close)}" if close else ""),
                hint=f"`cute-ir list --provider {each.provider} --arch ARCH` lists them")
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
