"""Import paths that moved when the package root was sorted into folders (issue 26).

For one release each old path still imports, as a stand-in module that forwards every name to its new
home and warns once (DeprecationWarning) on import. Nothing inside cute-ir uses an old path.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
import types
import warnings
from typing import Any

# old module -> its new home(s), searched in order for a name
MOVED: dict[str, tuple[str, ...]] = {
    "cute_ir.versions": ("cute_ir.stages", "cute_ir.releases.catalogue"),
    "cute_ir.envs": ("cute_ir.releases.environments",),
    "cute_ir.env_link": ("cute_ir.releases.env_link",),
    "cute_ir.stage_text": ("cute_ir.trace.stage_text",),
    "cute_ir.summary": ("cute_ir.trace.summary",),
    "cute_ir.interrupts": ("cute_ir.process.interrupts",),
    "cute_ir.pycommand": ("cute_ir.process.pycommand",),
    "cute_ir.quick_exit": ("cute_ir.process.quick_exit",),
    "cute_ir.jobs": ("cute_ir.process.jobs",),
    "cute_ir.child_output": ("cute_ir.process.output",),
    "cute_ir.dump": ("cute_ir.capture.parent",),
    "cute_ir.child": ("cute_ir.capture.child",),
    "cute_ir.repro": ("cute_ir.capture.repro",),
    "cute_ir.skipped_passes": ("cute_ir.capture.skipped_passes",),
    "cute_ir.library_caches": ("cute_ir.capture.library_caches",),
    "cute_ir.normalize_files": ("cute_ir.normalize.files",),
    "cute_ir.gpu_run": ("cute_ir.gpu.run",),
    "cute_ir.gpu_cases": ("cute_ir.gpu.cases",),
    "cute_ir.gpu_bench": ("cute_ir.gpu.bench",),
    "cute_ir.blame.record": ("cute_ir.trace.blame",),
}


class _OldPath(types.ModuleType):
    """A moved module under its old name: each name is looked up in the new home(s)."""

    def __init__(self, name: str, homes: tuple[str, ...]) -> None:
        super().__init__(name, f"Moved to {' and '.join(homes)}.")
        self._homes = homes

    def __getattr__(self, name: str) -> Any:
        if not name.startswith("__"):
            for home in self._homes:
                module = importlib.import_module(home)
                if hasattr(module, name):
                    return getattr(module, name)
        raise AttributeError(f"module {self.__name__!r} (moved to {' and '.join(self._homes)}) has no attribute {name!r}")

    def __dir__(self) -> list[str]:
        return sorted({name for home in self._homes for name in dir(importlib.import_module(home))})


class _MovedFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, fullname: str, path: object, target: object = None) -> importlib.machinery.ModuleSpec | None:
        return importlib.util.spec_from_loader(fullname, self) if fullname in MOVED else None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        homes = MOVED[spec.name]
        warnings.warn(f"{spec.name} moved to {' and '.join(homes)}; the old import path goes in the next release",
                      DeprecationWarning, stacklevel=4)
        return _OldPath(spec.name, homes)

    def exec_module(self, module: types.ModuleType) -> None:
        """Nothing to run: the stand-in forwards to modules imported on first use."""


def install() -> None:
    """Let the old paths import (once per process)."""
    if not any(isinstance(finder, _MovedFinder) for finder in sys.meta_path):
        sys.meta_path.append(_MovedFinder())
