"""Where kernel providers come from, and importing them without letting one bad provider stop the rest.

Sources, in order: the `cute_ir.kernels` entry-point group (sorted by name, as pluggy and xdsl load
theirs), `[tool.cute-ir] providers` of the user's project, and `--import MODULE`. `CUTE_IR_PROVIDERS`
(comma-separated names) keeps only the providers it names, like pytest's `-p`. cute-ir's own providers
(its demo kernels, NVIDIA's operators) are for trying cute-ir out: in a project that declares providers
of its own they are left out unless asked for (`--provider NAME`, `providers = ["cute_ir"]`,
`CUTE_IR_PROVIDERS`), so that its `list`, goldens and tests are its own kernels. A capture child or a
release environment gets the parent's resolved sources by value (`use_sources`): entry points of
the user's environment are not installed there.

A source's target is `module:ATTRIBUTE` (a KernelProvider, or one Kernel subclass) or a plain
module: its `PROVIDER` plus whatever it registers with `register_jit`/`register_family` while it
is imported.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.registry.kernel import Kernel
from cute_ir.registry.provider import KernelProvider

ENTRY_POINT_GROUP = "cute_ir.kernels"
PROVIDERS_ENV = "CUTE_IR_PROVIDERS"
OWN_DISTRIBUTION = "cute-ir"  # the distribution whose entry points are cute-ir's own providers
LOCAL = "local"  # the provider of families registered in this process outside any provider's import

ENTRY_POINT = "entry point"
IMPORT_OPTION = "--import"
PROJECT_CONFIG = "pyproject.toml"
IN_PROCESS = "registered in-process"


@dataclass(frozen=True)
class ProviderSource:
    """Where one provider is imported from; plain data, so it travels to child processes."""

    name: str
    target: str  # "package.module:ATTRIBUTE" or "package.module"
    origin: str  # ENTRY_POINT, IMPORT_OPTION, PROJECT_CONFIG or IN_PROCESS
    import_root: str = ""  # the sys.path entry the target's package was found under
    distribution: str = ""  # "acme-kernels 0.1.0" for an entry point

    @property
    def module(self) -> str:
        return self.target.partition(":")[0]

    def describe(self) -> str:
        where = f"{self.origin} {self.name} = {self.target}" if self.origin == ENTRY_POINT else f"{self.origin} {self.target}"
        return where + (f", from {self.distribution}" if self.distribution else "")

    def to_json(self) -> dict[str, str]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, str]) -> ProviderSource:
        return cls(**data)


@dataclass
class LoadedProvider:
    """A source after importing it: its provider, or why there is none."""

    source: ProviderSource
    provider: KernelProvider | None = None
    error: str = ""

    @property
    def name(self) -> str:
        return self.provider.name if self.provider is not None else self.source.name


class ProviderLoadError(BadInputError):
    """A provider could not be imported or its families could not be loaded."""


@dataclass
class _State:
    imports: list[ProviderSource] = field(default_factory=list)  # --import, in order
    asked: list[str] = field(default_factory=list)  # --provider: cute-ir's own providers asked for by name
    fixed: list[ProviderSource] | None = None  # set in a child: exactly these, no entry points
    registered: list[tuple[str, type[Kernel]]] = field(default_factory=list)  # (owner source or "", family)
    importing: str = ""  # the source being imported (its registrations belong to it)
    generation: int = 0  # bumped on every change; the catalog rebuilds when it moves


_STATE = _State()


def generation() -> int:
    return _STATE.generation


def _changed() -> None:
    _STATE.generation += 1


# ---- registering families in this process -----------------------------------------------------------


def register_family(cls: type[Kernel]) -> type[Kernel]:
    """Class decorator: make a Kernel subclass's instances visible (to the provider being imported, or `local`)."""
    if not (isinstance(cls, type) and issubclass(cls, Kernel)):
        raise TypeError(f"register_family expects a Kernel subclass, got {cls!r}")
    if all(registered is not cls for _, registered in _STATE.registered):
        _STATE.registered.append((_STATE.importing, cls))
        _changed()
    return cls


def unregister_family(cls: type[Kernel]) -> None:
    before = len(_STATE.registered)
    _STATE.registered = [(owner, registered) for owner, registered in _STATE.registered if registered is not cls]
    if len(_STATE.registered) != before:
        _changed()


# ---- sources ------------------------------------------------------------------------------------


def add_import(module: str) -> ProviderSource:
    """`--import MODULE`: a dotted module importable from the working directory, or a .py file."""
    if module.endswith(".py") or os.sep in module:
        path = Path(module).resolve()
        if not path.is_file():
            raise BadInputError(f"--import {module}: no such file")
        root, target = str(path.parent), path.stem
    else:
        root, target = str(Path.cwd()), module
    _make_importable(target, root)
    source = ProviderSource(target, target, IMPORT_OPTION, _import_root(target) or root)
    if source not in _STATE.imports:
        _STATE.imports.append(source)
        _changed()
    return source


def ask_for(name: str) -> None:
    """`--provider NAME`: include cute-ir's own provider NAME in a project that declares its own."""
    if name not in _STATE.asked:
        _STATE.asked.append(name)
        _changed()


def use_sources(sources: list[ProviderSource] | None) -> None:
    """In a child process: load exactly the parent's sources (None: discover as usual). The sources
    already in use change nothing: what was loaded stays (a capture forked by a warm server, a node's
    task after the last one)."""
    fixed = None if sources is None else list(sources)
    if fixed is not None and fixed == _STATE.fixed:
        return
    _STATE.fixed = fixed
    _changed()


def reset() -> None:
    """Forget --import sources, fixed sources and in-process registrations (tests)."""
    global _STATE
    _STATE = _State(generation=_STATE.generation + 1)


def provider_sources() -> list[ProviderSource]:
    """The sources in effect, filtered by CUTE_IR_PROVIDERS; in-process registrations not included."""
    if _STATE.fixed is not None:
        return list(_STATE.fixed)
    entry_points = _entry_point_sources()
    ours = {source.name for source in entry_points if _is_ours(source)}
    found = [*entry_points, *_project_sources(ours), *_STATE.imports]
    left_out = _ours_left_out(found, ours)
    return _filtered([source for source in found if source.name not in left_out])


def left_out_providers() -> list[str]:
    """cute-ir's own providers left out because the project declares its own and did not ask for them."""
    if _STATE.fixed is not None:
        return []
    entry_points = _entry_point_sources()
    ours = {source.name for source in entry_points if _is_ours(source)}
    return sorted(_ours_left_out([*entry_points, *_project_sources(ours), *_STATE.imports], ours))


def _is_ours(source: ProviderSource) -> bool:
    distribution = source.distribution.partition(" ")[0]
    return source.origin == ENTRY_POINT and distribution.lower().replace("_", "-") == OWN_DISTRIBUTION


def _ours_left_out(found: list[ProviderSource], ours: set[str]) -> set[str]:
    """Which of our providers to leave out: all, when the project declares providers of its own (by entry
    point or [tool.cute-ir] providers; cute-ir's own checkout declares ours), less those asked for."""
    from cute_ir.project import find_project

    project = find_project()
    asked = {*_STATE.asked, *project.providers, *_wanted_names()}
    unknown = sorted(name for name in _STATE.asked if name not in {source.name for source in found})
    if unknown:
        raise BadInputError(f"--provider {unknown[0]}: no such provider",
                            hint=f"known providers: {', '.join(sorted(s.name for s in found)) or 'none'}")
    theirs = ({*project.entry_points, *project.providers} - ours) if ours else set()
    return set() if not theirs else ours - asked


def sources_for_children() -> list[ProviderSource]:
    """What a capture child must import to see every kernel this process sees."""
    sources = provider_sources()
    claimed = {source.module for source in sources}
    for owner, cls in _STATE.registered:
        module = cls.__module__
        if owner or module in claimed or module == "__main__" or module in sys.builtin_module_names:
            continue
        claimed.add(module)
        sources.append(ProviderSource(module, module, IN_PROCESS, _import_root(module)))
    return sources


def _entry_point_sources() -> list[ProviderSource]:
    sources: dict[str, ProviderSource] = {}
    for entry in sorted(metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        dist = getattr(entry, "dist", None)
        distribution = f"{dist.name} {dist.version}" if dist is not None else ""
        source = ProviderSource(entry.name, entry.value.replace(" ", ""), ENTRY_POINT,
                                _import_root(entry.value.partition(":")[0].strip()), distribution)
        previous = sources.get(entry.name)
        if previous is not None and previous.target != source.target:
            raise BadInputError(
                f"two installed distributions declare the kernel provider {entry.name!r}: "
                f"{previous.describe()} and {source.describe()}",
                hint=f"uninstall one, or choose providers with {PROVIDERS_ENV}",
            )
        sources[entry.name] = source
    return list(sources.values())


def _project_sources(ours: set[str]) -> list[ProviderSource]:
    """The project's [tool.cute-ir] providers; a name of one of ours asks for it (see _ours_left_out)."""
    from cute_ir.project import find_project

    project = find_project()
    sources = []
    for target in project.providers:
        if target in ours:
            continue
        module = target.partition(":")[0]
        _make_importable(module, str(project.root))
        sources.append(ProviderSource(module, target, PROJECT_CONFIG, _import_root(module) or str(project.root)))
    return sources


def _wanted_names() -> list[str]:
    return [name.strip() for name in os.environ.get(PROVIDERS_ENV, "").split(",") if name.strip()]


def _filtered(sources: list[ProviderSource]) -> list[ProviderSource]:
    wanted = _wanted_names()
    if not wanted:
        return sources
    known = {source.name for source in sources}
    unknown = [name for name in wanted if name not in known]
    if unknown:
        raise BadInputError(
            f"{PROVIDERS_ENV} names {unknown[0]!r}, which no entry point, project setting or --import provides",
            hint=f"known providers: {', '.join(sorted(known)) or 'none'}",
        )
    return [source for source in sources if source.name in wanted]


def _import_root(module: str) -> str:
    """The sys.path entry holding `module`'s top-level package ('' when it cannot be found)."""
    top = module.partition(".")[0]
    try:
        spec = importlib.util.find_spec(top)
    except (ImportError, ValueError):
        return ""
    if spec is None:
        return ""
    if spec.submodule_search_locations:
        return str(Path(next(iter(spec.submodule_search_locations))).parent)
    return str(Path(spec.origin).parent) if spec.origin and spec.origin != "built-in" else ""


def _make_importable(module: str, root: str) -> None:
    """Put `root` on sys.path when `module`'s package is not importable otherwise (a child in a
    release environment, or a module beside the working directory)."""
    if not root or root in sys.path:
        return
    top = module.partition(".")[0]
    try:
        found = importlib.util.find_spec(top) is not None
    except (ImportError, ValueError):
        found = False
    if not found:
        sys.path.append(root)
        importlib.invalidate_caches()


# ---- loading ------------------------------------------------------------------------------------


@contextmanager
def _importing(name: str) -> Iterator[None]:
    previous, _STATE.importing = _STATE.importing, name
    try:
        yield
    finally:
        _STATE.importing = previous


def load_source(source: ProviderSource) -> LoadedProvider:
    """Import one source; a failure is returned as the provider's error, never raised."""
    module_name, _, attribute = source.target.partition(":")
    _make_importable(module_name, source.import_root)
    try:
        with _importing(source.name):
            target: Any = importlib.import_module(module_name)
            for part in filter(None, attribute.split(".")):
                target = getattr(target, part)
    except (Exception, SystemExit) as err:  # noqa: BLE001 - a broken provider must not stop the others
        return LoadedProvider(source, error=f"{type(err).__name__}: {err}".strip())
    try:
        provider = _as_provider(source, target, bool(attribute))
    except BadInputError as err:
        return LoadedProvider(source, error=err.message)
    return LoadedProvider(source, provider)


def _as_provider(source: ProviderSource, target: Any, is_attribute: bool) -> KernelProvider:
    if isinstance(target, KernelProvider):
        return target
    if isinstance(target, type) and issubclass(target, Kernel):
        return KernelProvider(source.name, {target.__name__: target})
    if is_attribute:
        raise BadInputError(f"{source.target} is {type(target).__name__}, not a cute_ir.registry.KernelProvider")
    declared = getattr(target, "PROVIDER", None)
    registered = {cls.__name__: cls for owner, cls in _STATE.registered
                  if owner == source.name or cls.__module__ == source.module}
    if isinstance(declared, KernelProvider):
        return KernelProvider(declared.name, {**declared.families, **registered})
    if not registered:
        raise BadInputError(
            f"module {source.module} registers no kernels: it has no PROVIDER and calls neither "
            "cute_ir.register_jit nor cute_ir.register_family when imported")
    return KernelProvider(source.name, registered)


def load_providers() -> list[LoadedProvider]:
    """Every source imported, then the families registered in this process outside them (`local`)."""
    loaded = [load_source(source) for source in provider_sources()]
    claimed = {name for item in loaded if item.provider is not None for name in (item.source.name, item.name)}
    modules = {item.source.module for item in loaded}
    local = {cls.__name__: cls for owner, cls in _STATE.registered
             if owner not in claimed and cls.__module__ not in modules}
    if local:
        loaded.append(LoadedProvider(ProviderSource(LOCAL, "", IN_PROCESS), KernelProvider(LOCAL, local)))
    return loaded
