"""Which kernel classes exist, and the lookups the CLI and the capture engine use.

Our families register themselves when `kernels` imports its modules; a user registers their own
class (defined anywhere) with `@register_provider`.
"""

from __future__ import annotations

import difflib
import importlib
import pkgutil
from collections.abc import Iterable

from cute_ir.errors import BadInputError
from cute_ir.kernels.arguments import RuntimeArguments
from cute_ir.kernels.kernel import Kernel
from cute_ir.kernels.metadata import MetadataFilter, check_filter_keys

_PROVIDERS: list[type[Kernel]] = []
_BUILTINS_LOADED = False

# Modules of the package that hold the registry itself, not kernel families.
_INFRASTRUCTURE = {"arguments", "dsl_compat", "dtypes", "kernel", "metadata", "operands", "registry", "status"}


class UnknownKernelError(BadInputError):
    """No registered instance has this name."""


def register_provider(cls: type[Kernel]) -> type[Kernel]:
    """Class decorator: make a Kernel subclass's instances visible to get_kernels and the CLI."""
    if not (isinstance(cls, type) and issubclass(cls, Kernel)):
        raise TypeError(f"register_provider expects a Kernel subclass, got {cls!r}")
    if cls not in _PROVIDERS:
        _PROVIDERS.append(cls)
    return cls


def unregister_provider(cls: type[Kernel]) -> None:
    if cls in _PROVIDERS:
        _PROVIDERS.remove(cls)


def providers() -> tuple[type[Kernel], ...]:
    _load_builtin_families()
    return tuple(_PROVIDERS)


def _load_builtin_families() -> None:
    """Import every family module of this package once (each registers its class on import)."""
    global _BUILTINS_LOADED
    if _BUILTINS_LOADED:
        return
    _BUILTINS_LOADED = True
    package = importlib.import_module("cute_ir.kernels")
    for module in pkgutil.iter_modules(package.__path__):
        if module.name.startswith("_") or module.name in _INFRASTRUCTURE:
            continue
        importlib.import_module(f"cute_ir.kernels.{module.name}")


def _generate(metadata_filter: MetadataFilter, cc: int | None) -> list[Kernel]:
    everything = [kernel for cls in providers() for kernel in cls.generate_kernels(None, cc=None)]
    check_filter_keys(metadata_filter, {key for kernel in everything for key in kernel.metadata.tags})
    _check_unique(everything)
    if metadata_filter is None and cc is None:
        return everything
    return [kernel for cls in providers() for kernel in cls.generate_kernels(metadata_filter, cc=cc)]


def _check_unique(kernels: Iterable[Kernel]) -> None:
    seen: dict[str, Kernel] = {}
    for kernel in kernels:
        if kernel.name in seen:
            raise BadInputError(
                f"two instances are named {kernel.name!r}: {type(seen[kernel.name]).__name__} and {type(kernel).__name__}"
            )
        seen[kernel.name] = kernel


def get_kernels(
    args: RuntimeArguments | None = None, metadata_filter: MetadataFilter = None, cc: int | None = None
) -> list[Kernel]:
    """Instances that pass the filter, run on `cc`, and (when `args` is given) support `args`."""
    found = _generate(metadata_filter, cc)
    if args is not None:
        found = [kernel for kernel in found if kernel.supports(args)]
    return sorted(found, key=lambda kernel: kernel.name)


def all_kernels() -> list[Kernel]:
    """Every registered instance, sorted by name (the order goldens and CI use)."""
    return get_kernels()


def get_kernel(name: str) -> Kernel:
    kernels = {kernel.name: kernel for kernel in all_kernels()}
    if name in kernels:
        return kernels[name]
    close = difflib.get_close_matches(name, list(kernels), n=5, cutoff=0.5)
    message = f"unknown kernel {name!r}" + (f"; close matches: {', '.join(close)}" if close else "")
    raise UnknownKernelError(message, hint="run `cute-ir list` to see every kernel")
