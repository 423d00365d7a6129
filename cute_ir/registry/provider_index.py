"""An on-disk index of a provider's instances, so a name lookup or a listing imports no kernel module.

Why: every family module imports the DSL (`cutlass`, ~0.9 s and ~400 modules), and looking one name up
used to import them all, in the CLI and again in the capture child. A provider that opts in
(`KernelProvider(..., lazy=True)`; cute-ir's own does) is listed from its instances' metadata, written
by a child process (`python -m cute_ir.registry.provider_index SOURCE`) that imports the provider's
families once; an instance handed out is a stand-in (`IndexedInstance`) that imports its own family's
module, and becomes that family's instance, the first time anything beyond its metadata is used.

Kept per (schema, provider, its source files' sha256, cute-ir version, DSL version) under
`$XDG_CACHE_HOME/cute-ir/providers/` (`CUTE_IR_PROVIDER_INDEX_DIR` elsewhere), with the integrity rules
of `index_file`: an edited kernel module changes the key, and a stale, foreign or damaged file is
rebuilt, never trusted.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

from cute_ir.errors import BadInputError, CuteIRError
from cute_ir.registry import index_file
from cute_ir.registry.discovery import LoadedProvider, ProviderSource, load_source
from cute_ir.registry.kernel import Kernel
from cute_ir.registry.metadata import KernelMetadata
from cute_ir.registry.names import check_name
from cute_ir.registry.provider import KernelProvider

SCHEMA = 3  # bump when the payload's fields change (2: run_environment and own_arch_instead_of joined CHEAP_METHODS; 3: listing_json and listing_line): old files are then rebuilt
INDEX_ENV = "CUTE_IR_PROVIDER_INDEX_DIR"
# Kernel methods an instance answers from its metadata unless its family overrides them.
CHEAP_METHODS = ("unavailable", "cannot_run_on", "run_environment", "own_arch_instead_of", "listing_json", "listing_line")


def index_dir() -> Path:
    explicit = os.environ.get(INDEX_ENV)
    return Path(explicit) if explicit else index_file.cache_root() / "providers"


def source_hash(module: str) -> str:
    """The sha256 of the provider's source files (paths and bytes): the .py files of its top package (of
    `cute_ir.kernels` itself for cute-ir's own, whose other modules the cute-ir version keys), or its one
    module's file; '' where they cannot be found (the provider is then loaded as before)."""
    package = module if module.startswith("cute_ir.") else module.partition(".")[0]
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        return ""
    if spec is None:
        return ""
    if spec.submodule_search_locations:
        roots = [Path(location) for location in spec.submodule_search_locations]
        files = sorted((str(path.relative_to(root)), path) for root in roots for path in root.rglob("*.py"))
    elif spec.origin and spec.origin.endswith(".py"):
        files = [(Path(spec.origin).name, Path(spec.origin))]
    else:
        return ""
    digest = hashlib.sha256()
    for relative, path in files:
        digest.update(relative.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _key(source: ProviderSource) -> dict[str, Any] | None:
    """What an index of this provider is valid for; None where it cannot be keyed (no DSL installed,
    sources not found): the provider is then loaded eagerly."""
    from cute_ir import __version__

    try:
        dsl = metadata.version("nvidia-cutlass-dsl")
    except metadata.PackageNotFoundError:
        return None
    content = source_hash(source.module)
    if not content:
        return None
    return {"schema": SCHEMA, "provider": source.name, "target": source.target, "sources": content,
            "cute_ir": __version__, "dsl": dsl}


def _path(key: dict[str, Any]) -> Path:
    return index_dir() / key["provider"] / f"{key['sources'][:24]}-dsl-{key['dsl']}-schema-{key['schema']}.json.gz"


@dataclass(frozen=True)
class ProviderIndex:
    instances: list[tuple[str, str, KernelMetadata]]  # (name, family, its metadata)
    overrides: dict[str, list[str]]  # family -> which of CHEAP_METHODS it defines itself
    errors: list[str]  # one line per family that failed to load, as the eager catalog words them


def _parsed(payload: Any) -> ProviderIndex | None:
    """The payload as an index; None where its shape is not an index's (then it is rebuilt)."""
    try:
        instances = [(str(name), str(family), KernelMetadata.from_json(data))
                     for name, family, data in payload["instances"]]
        overrides = {str(family): [str(name) for name in names] for family, names in payload["overrides"].items()}
        return ProviderIndex(instances, overrides, [str(line) for line in payload["errors"]])
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def read_or_build(source: ProviderSource, progress: bool = True) -> ProviderIndex | None:
    """The provider's index, built in a child when missing or stale; None where it cannot be keyed or
    built (the caller loads the provider eagerly: its errors are reported as before)."""
    key = _key(source)
    if key is None:
        return None
    path = _path(key)
    index = _parsed(index_file.decode(path, key, "provider"))
    if index is None:
        try:
            index_file.build_in_child("cute_ir.registry.provider_index", [json.dumps(source.to_json())], progress,
                                      f"the index of provider {source.name!r}", "change of its sources and DSL release")
        except CuteIRError:
            return None
        index = _parsed(index_file.decode(path, key, "provider"))  # None where the sources changed meanwhile
    return index


# -- the stand-ins ------------------------------------------------------------------------------------


class _Family:
    """One family of a lazy provider: its instances, generated once, the first time one is used."""

    def __init__(self, provider: KernelProvider, family: str) -> None:
        self.provider = provider
        self.family = family
        self._instances: dict[str, Kernel] | None = None

    def instance(self, name: str) -> Kernel:
        if self._instances is None:
            generated = self.provider.load_family(self.family).generate_kernels(None, cc=None)
            self._instances = {kernel.name: kernel for kernel in generated}
        found = self._instances.get(name)
        if found is None:
            raise BadInputError(f"provider {self.provider.name!r}: its index lists {name!r}, which family "
                                f"{self.family!r} no longer generates in this process")
        return found


class IndexedInstance(Kernel):
    """An instance known from the index: its metadata, and the family that makes it. Anything else asked
    of it imports that family's module and turns this object into the family's own instance (same
    identity, its class, its state), so callers never see the difference beyond the import's timing."""

    _OWN = frozenset({"metadata", "name", "_family", "_answered", "_become", "__class__", "__dict__"})

    def __init__(self, kernel_metadata: KernelMetadata, family: _Family, answered: frozenset[str]) -> None:
        super().__init__(kernel_metadata)
        self._family = family
        self._answered = answered  # CHEAP_METHODS the family leaves to Kernel: answered from the metadata

    def __getattribute__(self, attribute: str) -> Any:
        if attribute in IndexedInstance._OWN or attribute in object.__getattribute__(self, "_answered"):
            return object.__getattribute__(self, attribute)
        object.__getattribute__(self, "_become")()
        return getattr(self, attribute)

    def __repr__(self) -> str:
        return f"<{self.metadata.kernel_class} {self.name}>"

    def _become(self) -> None:
        real = self._family.instance(self.name)
        state = dict(real.__dict__)
        self.__class__ = type(real)
        self.__dict__.clear()
        self.__dict__.update(state)


# It implements none of Kernel's abstract methods: each is the family's, reached by becoming its instance.
IndexedInstance.__abstractmethods__ = frozenset()


def instances_by_family(provider: KernelProvider, index: ProviderIndex) -> dict[str, list[Kernel]]:
    """The provider's instances as stand-ins, by family (one shared `_Family` each), in the index's order."""
    found: dict[str, list[Kernel]] = {}
    handles: dict[str, _Family] = {}
    for _, family, kernel_metadata in index.instances:
        handle = handles.setdefault(family, _Family(provider, family))
        answered = frozenset(CHEAP_METHODS) - set(index.overrides.get(family, ()))
        found.setdefault(family, []).append(IndexedInstance(kernel_metadata, handle, answered))
    return found


# -- building (in the child; imports the provider's families) ----------------------------------------


def build(source: ProviderSource) -> None:
    key = _key(source)
    if key is None:
        raise SystemExit(f"provider {source.name}: its sources or the DSL cannot be found to key an index")
    loaded: LoadedProvider = load_source(source)
    if loaded.provider is None:
        raise SystemExit(f"provider {source.name!r} failed to import: {loaded.error}")
    instances: list[list[Any]] = []
    overrides: dict[str, list[str]] = {}
    errors: list[str] = []
    for family in loaded.provider.families:
        try:
            check_name("the family", family)
            cls = loaded.provider.load_family(family)
            kernels = cls.generate_kernels(None, cc=None)
            rows = []
            for kernel in kernels:
                check_name("the kernel", kernel.name)
                data = kernel.metadata.to_json()
                if KernelMetadata.from_json(data) != kernel.metadata:
                    raise BadInputError(f"{kernel.name}: its metadata does not survive JSON (lazy providers need it to)")
                rows.append([kernel.name, family, data])
        except (Exception, SystemExit) as err:  # noqa: BLE001 - recorded, as the eager catalog reports it
            message = err.message if isinstance(err, BadInputError) else f"{type(err).__name__}: {err}"
            errors.append(f"provider {loaded.name!r}: family {family!r} failed to load: {message}")
            continue
        instances.extend(rows)
        overrides[family] = [name for name in CHEAP_METHODS if _defines(cls, name)]
    index_file.write(_path(key), key, "provider", {"instances": instances, "overrides": overrides, "errors": errors})
    print(f"cute-ir: provider {source.name}: {len(instances)} instances indexed", flush=True)


def _defines(cls: type, method: str) -> bool:
    return getattr(cls, method) is not getattr(Kernel, method)


def main(argv: list[str]) -> None:
    import warnings

    warnings.simplefilter("ignore")
    if len(argv) != 1:
        raise SystemExit("usage: python -m cute_ir.registry.provider_index SOURCE_JSON")
    build(ProviderSource.from_json(json.loads(argv[0])))


if __name__ == "__main__":
    main(sys.argv[1:])
