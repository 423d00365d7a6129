"""The shape of the package (issue 26): a short root, folders by concept, our provider reached only through entry points."""

from __future__ import annotations

import ast
from pathlib import Path

import cute_ir

PACKAGE = Path(cute_ir.__file__).parent

# The package root holds entrances and small shared helpers only; every concept lives in a folder.
ROOT_MODULES = {"__init__", "errors", "fsutil", "textutil", "project", "pytest_plugin", "stages"}


def test_the_package_root_holds_only_entrances_and_shared_helpers():
    assert {path.stem for path in PACKAGE.glob("*.py")} == ROOT_MODULES


def test_no_module_of_the_core_imports_our_provider():
    """Our kernels are one provider among others: cute_ir's modules reach them only through entry points."""
    importers = []
    for path in PACKAGE.rglob("*.py"):
        if path.is_relative_to(PACKAGE / "kernels") or path.is_relative_to(PACKAGE / "passes_view"):
            continue  # an editable install maps these elsewhere; a wheel puts them here
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            if any(name == "cute_ir.kernels" or name.startswith("cute_ir.kernels.") for name in names):
                importers.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert not importers
    assert (PACKAGE / "gpu" / "run.py").exists(), "the scan saw the package"
