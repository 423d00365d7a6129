"""A golden store's own assertions: `checks.toml` at the store's root, applied to every kernel it holds.

Goldens pin exact IR for one release; the budgets and patterns in this file pin what must hold in
every release (no local memory, a tensor-core instruction present), so they live beside the goldens
and are checked with them (`cute-ir golden check`, `cute-ir check`, the pytest plugin).
"""

from __future__ import annotations

from pathlib import Path

from cute_ir.checks import CheckSpec, load_check_spec
from cute_ir.golden.layout import default_root

CHECKS_FILE = "checks.toml"


def golden_check_spec(root: Path | None = None) -> CheckSpec:
    """The store's checks (empty when it has no checks file); a malformed file is a BadInputError."""
    path = Path(root if root is not None else default_root()) / CHECKS_FILE
    return load_check_spec(path) if path.is_file() else CheckSpec()
