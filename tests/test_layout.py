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


# capture/ in floors (issue 38): the compiling child with the engine, the replay and its judges, the record.
CAPTURE = PACKAGE / "capture"
CAPTURE_ROOT_MODULES = {"__init__", "parent", "pipeline", "dsl_errors"}  # the entrance, and what every floor shares
CAPTURE_FLOORS = {"dsl", "replay", "record", "extract"}
# what each floor may not import: a floor only imports the floors below it (extract < replay < record < dsl)
FORBIDDEN = {
    "extract": ("cute_ir.capture.dsl", "cute_ir.capture.replay", "cute_ir.capture.record", "cute_ir.capture.parent"),
    "replay": ("cute_ir.capture.dsl", "cute_ir.capture.record", "cute_ir.capture.parent"),
    "record": ("cute_ir.capture.dsl", "cute_ir.capture.parent"),
}
ENGINE = "cute_ir.capture.dsl.engine"
STRATEGIES = ("strategy", "instrument", "replaying")  # behind the engine's interface: they never import it


def _imported(path: Path) -> list[tuple[str, int]]:
    """Every module `path` imports, at its top or inside a function, with the line."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found += [(node.module, node.lineno)] + [(f"{node.module}.{alias.name}", node.lineno) for alias in node.names]
    return found


def _importers(paths: list[Path], forbidden: tuple[str, ...]) -> list[str]:
    return [f"{path.relative_to(PACKAGE)}:{line} imports {name}" for path in paths for name, line in _imported(path)
            if any(name == f or name.startswith(f + ".") for f in forbidden)]


def test_capture_is_read_from_its_folder_list():
    assert {path.stem for path in CAPTURE.glob("*.py")} == CAPTURE_ROOT_MODULES
    assert {path.name for path in CAPTURE.iterdir() if path.is_dir() and path.name != "__pycache__"} == CAPTURE_FLOORS
    for floor in CAPTURE_FLOORS:
        docstring = ast.get_docstring(ast.parse((CAPTURE / floor / "__init__.py").read_text()))
        assert docstring and docstring.splitlines()[0].endswith("."), f"capture/{floor}/ says in a line what it holds"


def test_the_lower_floors_of_capture_never_import_the_floors_above():
    """The record and the replay never import the engine (nor anything of the compiling child's floor)."""
    for floor, forbidden in FORBIDDEN.items():
        paths = sorted((CAPTURE / floor).rglob("*.py"))
        assert paths, f"the scan saw capture/{floor}/"
        assert not _importers(paths, forbidden), floor


def test_the_capture_strategies_never_import_the_engine_that_picks_them():
    paths = [CAPTURE / "dsl" / f"{name}.py" for name in STRATEGIES]
    assert not _importers(paths, (ENGINE,))
    assert ENGINE in {name for name, _ in _imported(CAPTURE / "dsl" / "hook.py")}, "the scan sees imports"


def test_journal_events_are_named_by_the_one_enum():
    """No bare event name: every `recorder.event(...)` passes an `Event`, no reader compares `["event"]` with text."""
    bare = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "event"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                bare.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
            if (isinstance(node, ast.Compare) and isinstance(node.left, ast.Subscript)
                    and isinstance(node.left.slice, ast.Constant) and node.left.slice.value == "event"
                    and any(isinstance(c, ast.Constant) for c in node.comparators)):
                bare.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert not bare
