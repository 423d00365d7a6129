"""Where a golden lives: `<root>/<dsl version>-<variant>/<arch>/<kernel instance>/`."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from cute_ir.fsutil import named_child

ROOT_ENV = "CUTE_IR_GOLDEN_DIR"
MANIFEST = "manifest.json"
LOCK_SUFFIX = ".lock"
OBTAINED = ".obtained"  # infix of files a failed check writes next to the goldens (git-ignored)


@dataclass(frozen=True, order=True)
class GoldenKey:
    dsl_version: str
    dsl_variant: str
    arch: str
    kernel: str

    @property
    def dsl(self) -> str:
        return f"{self.dsl_version}-{self.dsl_variant}"

    @property
    def relative(self) -> Path:
        """`<dsl>/<arch>/<kernel>`, each one path component: a golden is never written outside its store."""
        path = Path()
        for what, part in (("DSL", self.dsl), ("arch", self.arch), ("kernel", self.kernel)):
            path = named_child(path, part, f"the golden's {what}")
        return path

    def __str__(self) -> str:
        return f"{self.kernel} on {self.arch}, DSL {self.dsl}"


def default_root(start: Path | None = None) -> Path:
    """`$CUTE_IR_GOLDEN_DIR`, else the golden store of the user's project (found from `start`, default the
    working directory): `[tool.cute-ir] golden-dir` of its pyproject.toml, else `golden/` at its root.
    Never cute-ir's own checkout, unless that is the project."""
    configured = os.environ.get(ROOT_ENV)
    if configured:
        return Path(configured)
    from cute_ir.project import find_project

    return find_project(start).golden_dir

