"""Kernel libraries that keep their own cache of compiled kernels, and how to turn each off.

A kernel served from a cache is never compiled, so a trace of it captures nothing (quack-kernels
caches on disk by default: its second trace was empty). The capture child turns these caches off,
as it does the DSL's own; the message for a script that compiled nothing names them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class LibraryCache:
    module: str  # top-level import name
    distribution: str  # the PyPI name users know
    setting: str  # the environment variable the library reads at import
    off: str  # its value for "no cache"
    default: str  # what the library does when it is unset


KNOWN_CACHES = (
    LibraryCache("quack", "quack-kernels", "QUACK_CACHE_ENABLED", "0",
                 "on: compiled kernels are kept in $TMPDIR/$USER/quack_cache (or QUACK_CACHE_DIR)"),
    LibraryCache("flash_attn", "flash-attn-4", "FLASH_ATTENTION_CUTE_DSL_CACHE_ENABLED", "0",
                 "off; =1 keeps compiled kernels in FLASH_ATTENTION_CUTE_DSL_CACHE_DIR"),
)
DSL_CACHE_SETTINGS = {"CUTE_DSL_NO_CACHE": "1", "CUTE_DSL_DISABLE_FILE_CACHING": "1"}


def turn_caches_off(environ: MutableMapping[str, str]) -> None:
    """Set every known cache off, the DSL's and the libraries', before any of them is imported."""
    environ.update(DSL_CACHE_SETTINGS)
    for cache in KNOWN_CACHES:
        environ[cache.setting] = cache.off


def script_used_dsl(namespace: Mapping[str, object], new_modules: Iterable[object]) -> bool:
    """Did the script import the CuTe DSL? cute-ir's child has imported it before the script runs (to
    hook the compiler), so `cutlass in sys.modules` says nothing: look at what the script's namespace
    and the modules it imported (whatever they put in sys.modules) hold."""
    modules = list(new_modules)
    namespaces = [namespace, *(getattr(module, "__dict__", {}) for module in modules)]
    return any(_is_dsl_name(_home(module)) for module in modules) or any(
        _is_dsl_name(_home(value)) for space in namespaces for value in list(space.values()))


def _home(value: object) -> str:
    """The module a namespace entry comes from: itself for a module, else where it was defined; "" where
    it will not say (a lazy object whose attribute lookup fails counts as none)."""
    try:
        home = value.__name__ if isinstance(value, ModuleType) else getattr(value, "__module__", "")
    except Exception:  # noqa: BLE001 - any object can sit in a namespace
        return ""
    return home if isinstance(home, str) else ""


def _is_dsl_name(module: str) -> bool:
    return module == "cutlass" or module.startswith("cutlass.")


def why_nothing_compiled(imported: Iterable[str], *, dsl_imported: bool) -> str:
    """The reasons a script can run to its end without compiling a kernel, most likely first
    (`imported`: the modules loaded, for the libraries it used; `dsl_imported`: `script_used_dsl`)."""
    imported = set(imported)
    reasons = []
    if not dsl_imported:
        reasons.append("it never imported the CuTe DSL (`cutlass`): is this the script that compiles?")
    else:
        reasons.append("it never called cute.compile or a @cute.jit function (a code path not taken: "
                       "arguments, an `if __name__ == \"__main__\":` block, a kernel not selected)")
    reasons.append("it compiled in another process (subprocess, multiprocessing with spawn or a compile "
                   "pool): only this process and its forks are captured")
    caches = ", ".join(f"{c.distribution} ({c.setting}={c.off})" for c in KNOWN_CACHES)
    reasons.append(f"a cache served the kernel: cute-ir turns off the DSL's caches ({', '.join(DSL_CACHE_SETTINGS)}) "
                   f"and those of {caches}; another library's own cache, or kernels loaded precompiled "
                   "(ahead-of-time .o/.cubin), compile nothing")
    used = [c for c in KNOWN_CACHES if c.module in imported]
    if used:
        reasons[-1] += "; this script used " + ", ".join(
            f"{c.distribution} (cache {c.setting}: {c.default})" for c in used)
    return "; ".join(f"({i}) {r}" for i, r in enumerate(reasons, 1))

