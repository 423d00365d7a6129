"""The user's project: its root and its `[tool.cute-ir]` table in pyproject.toml.

    [tool.cute-ir]
    providers = ["acme_kernels.cute_ir_provider:PROVIDER", "acme_kernels.jit_kernels"]
    golden-dir = "tests/golden"

The project is the nearest directory above the working directory holding a pyproject.toml (else a
.git), so goldens land in the user's repository, never in cute-ir's own install.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from cute_ir.errors import BadInputError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

PYPROJECT = "pyproject.toml"
TABLE = "cute-ir"
KEYS = {
    "providers": "modules or module:attribute targets that register kernels (as --import does), or the name "
                 "of one of cute-ir's own providers (cute_ir, cutlass_operators) to include it",
    "golden-dir": "the golden store, relative to the project root (default: golden)",
    "golden-arch": "the arch the pytest plugin's goldens are compiled and checked for (default: sm_90a)",
}


@dataclass(frozen=True)
class Project:
    root: Path
    config: dict[str, Any] = field(default_factory=dict)  # the [tool.cute-ir] table, checked
    pyproject: Path | None = None
    entry_points: tuple[str, ...] = ()  # the names its [project.entry-points."cute_ir.kernels"] declares

    @property
    def providers(self) -> list[str]:
        return list(self.config.get("providers", []))

    @property
    def golden_arch(self) -> str:
        return str(self.config.get("golden-arch", ""))

    @property
    def golden_dir(self) -> Path:
        return self.root / self.config.get("golden-dir", "golden")


def find_project(start: Path | None = None) -> Project:
    return _find_project(Path(start or Path.cwd()).resolve())


@lru_cache(maxsize=8)
def _find_project(start: Path) -> Project:
    for folder in (start, *start.parents):
        pyproject = folder / PYPROJECT
        if pyproject.is_file():
            data = _read_pyproject(pyproject)
            return Project(folder, _read_config(data, pyproject), pyproject, _entry_point_names(data))
        if (folder / ".git").exists():
            return Project(folder)
    return Project(start)


def _read_pyproject(pyproject: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(pyproject.read_text())
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        raise BadInputError(f"cannot read {pyproject}: {err}") from err


def _entry_point_names(data: dict[str, Any]) -> tuple[str, ...]:
    project = data.get("project", {})
    groups = project.get("entry-points", {}) if isinstance(project, dict) else {}
    group = groups.get("cute_ir.kernels", {}) if isinstance(groups, dict) else {}
    return tuple(group) if isinstance(group, dict) else ()


def _read_config(data: dict[str, Any], pyproject: Path) -> dict[str, Any]:
    table = data.get("tool", {}).get(TABLE, {})
    if not isinstance(table, dict):
        raise BadInputError(f"{pyproject}: [tool.{TABLE}] must be a table")
    unknown = sorted(set(table) - set(KEYS))
    if unknown:
        raise BadInputError(
            f"{pyproject}: unknown key {unknown[0]!r} in [tool.{TABLE}]",
            hint="known keys: " + "; ".join(f"{key} ({why})" for key, why in KEYS.items()),
        )
    providers = table.get("providers", [])
    if not (isinstance(providers, list) and all(isinstance(p, str) and p for p in providers)):
        raise BadInputError(f"{pyproject}: [tool.{TABLE}] providers must be a list of module names")
    if not isinstance(table.get("golden-dir", ""), str):
        raise BadInputError(f"{pyproject}: [tool.{TABLE}] golden-dir must be a path string")
    if not isinstance(table.get("golden-arch", ""), str):
        raise BadInputError(f"{pyproject}: [tool.{TABLE}] golden-arch must be an arch string like \"sm_90a\"")
    return table
