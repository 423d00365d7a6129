"""The wheel holds every package of the tree: pyproject.toml lists packages by hand (kernels/ and
passes_view/ are mapped under cute_ir), so a new folder left off the list works editable and is
missing from `pip install cute-ir` (cute_ir.blame was, and every diff import failed there)."""

from __future__ import annotations

import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent


def _tree_packages() -> set[str]:
    """Every importable package of the three source folders, named as installed."""
    roots = {"cute_ir": ROOT / "cute_ir", "cute_ir.kernels": ROOT / "kernels",
             "cute_ir.passes_view": ROOT / "passes_view"}
    found: set[str] = set()
    for name, folder in roots.items():
        for init in folder.rglob("__init__.py"):
            if "__pycache__" in init.parts:
                continue
            relative = init.parent.relative_to(folder).parts
            found.add(".".join((name, *relative)))
    return found


def test_every_package_of_the_tree_is_in_the_wheel():
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(setuptools["packages"])
    assert _tree_packages() - listed == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    assert listed - _tree_packages() == set(), "pyproject.toml lists packages that do not exist"


def test_the_version_has_one_home():
    """cute_ir.__version__ (the CLI's --version, every trace's cute_ir_version) is what the wheel is named by."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" not in pyproject["project"] and "version" in pyproject["project"]["dynamic"]
    assert pyproject["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "cute_ir.__version__"}


def test_the_changelog_names_this_release():
    import cute_ir

    assert f"## {cute_ir.__version__} (" in (ROOT / "CHANGELOG.md").read_text()
