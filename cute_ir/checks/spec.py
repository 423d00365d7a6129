"""A checks file: budgets and pattern checks in TOML, scoped to kernels by name.

    [[budget]]                       # every kernel of the trace
    local_bytes = "== 0"
    spill_stores = 0                 # a bare number is a ceiling: <= 0

    [[budget]]
    kernels = ["softmax_*"]          # glob(s) on the kernel's name (registry instance or jit function)
    registers = "<= 64"

    [[check]]
    stage = "ptx"                    # any stage `cute-ir dump --stage` knows, or ptx / sass / llvm-only
    patterns = '''
    CHECK-NOT: ld.local
    '''                              # or: file = "softmax.ptx.check" (relative to this file, in its folder)

`[budget]` (one table) is the same as one `[[budget]]`. Any other key is an error, so a typo never
silently checks nothing.
"""

from __future__ import annotations

import fnmatch
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cute_ir.checks.budget import BudgetRule, make_rule
from cute_ir.checks.patterns import PatternCheck
from cute_ir.errors import BadInputError
from cute_ir.fsutil import inside
from cute_ir.trace.stage_text import STAGE_NAMES

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - the CI interpreter is 3.11
    import tomli as tomllib

_TOP_KEYS = ("budget", "check")
_CHECK_KEYS = ("stage", "patterns", "file", "kernels")


@dataclass(frozen=True)
class Scoped:
    """A rule or a pattern check and the kernels it is for (no globs: every kernel)."""

    kernels: tuple[str, ...]
    item: BudgetRule | PatternCheck

    def applies_to(self, kernel: str) -> bool:
        return not self.kernels or any(fnmatch.fnmatchcase(kernel, glob) for glob in self.kernels)


@dataclass(frozen=True)
class CheckSpec:
    """Everything to assert about a trace besides its golden."""

    scoped: tuple[Scoped, ...] = field(default_factory=tuple)

    def __bool__(self) -> bool:
        return bool(self.scoped)

    def __add__(self, other: "CheckSpec") -> "CheckSpec":
        return CheckSpec(self.scoped + other.scoped)

    def budget_for(self, kernel: str) -> list[BudgetRule]:
        return [s.item for s in self.scoped if isinstance(s.item, BudgetRule) and s.applies_to(kernel)]

    def patterns_for(self, kernel: str) -> list[PatternCheck]:
        return [s.item for s in self.scoped if isinstance(s.item, PatternCheck) and s.applies_to(kernel)]


def budget_spec(rules: Iterable[BudgetRule]) -> CheckSpec:
    return CheckSpec(tuple(Scoped((), rule) for rule in rules))


def pattern_spec(checks: Iterable[PatternCheck]) -> CheckSpec:
    spec = CheckSpec(tuple(Scoped((), check) for check in checks))
    for check in checks:
        _check_stage(check.stage, check.origin)
        check.validate()
    return spec


def load_check_spec(path: Path) -> CheckSpec:
    """Read and validate a checks file; every problem is a BadInputError naming the file and key."""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text())
    except FileNotFoundError as err:
        raise BadInputError(f"checks file {path} does not exist") from err
    except (OSError, UnicodeDecodeError) as err:
        raise BadInputError(f"checks file {path} cannot be read: {err}") from err
    except tomllib.TOMLDecodeError as err:
        raise BadInputError(f"checks file {path} is not valid TOML: {err}") from err
    except RecursionError as err:  # tomllib recurses per nested array or inline table
        raise BadInputError(f"checks file {path} is not valid TOML: nested too deeply") from err
    return spec_from_data(data, origin=str(path), base=path.parent)


def spec_from_data(data: dict[str, Any], *, origin: str, base: Path) -> CheckSpec:
    """The spec a parsed checks table describes (also used for `[tool.cute-ir.checks]`-style tables)."""
    unknown = sorted(set(data) - set(_TOP_KEYS))
    if unknown:
        raise BadInputError(f"{origin}: unknown key {unknown[0]!r}", hint=f"a checks file holds: {', '.join(_TOP_KEYS)}")
    scoped: list[Scoped] = []
    for n, table in enumerate(_tables(data.get("budget", []), f"{origin}: budget")):
        where = f"{origin}: budget #{n + 1}"
        kernels = _globs(table.pop("kernels", ()), where)
        if not table:
            raise BadInputError(f"{where} bounds nothing")
        scoped += [Scoped(kernels, make_rule(metric, bound, where=where)) for metric, bound in table.items()]
    for n, table in enumerate(_tables(data.get("check", []), f"{origin}: check")):
        where = f"{origin}: check #{n + 1}"
        scoped.append(Scoped(_globs(table.get("kernels", ()), where), _pattern_check(table, where, base)))
    return CheckSpec(tuple(scoped))


def _pattern_check(table: dict[str, Any], where: str, base: Path) -> PatternCheck:
    unknown = sorted(set(table) - set(_CHECK_KEYS))
    if unknown:
        raise BadInputError(f"{where}: unknown key {unknown[0]!r}", hint=f"a check holds: {', '.join(_CHECK_KEYS)}")
    stage = table.get("stage")
    if not isinstance(stage, str):
        raise BadInputError(f"{where} names no stage", hint=f"stages: {', '.join(STAGE_NAMES)}")
    _check_stage(stage, where)
    if ("patterns" in table) == ("file" in table):
        raise BadInputError(f"{where} needs exactly one of 'patterns' and 'file'")
    if "file" in table:
        # Inside the checks file's folder only: a checks.toml of a golden store received from someone
        # else must not read (and show, in a failing check) any file the user can read.
        try:
            file = inside(base, table["file"], f"{where}: 'file' of the folder {base}")
        except BadInputError as err:
            raise BadInputError(err.message, hint="a check's file is named relative to the checks file, "
                                                  "inside its folder") from err
        if not file.is_file():
            raise BadInputError(f"{where}: {file} is not a file")
        try:
            check = PatternCheck(stage, file.read_text(), str(file))
        except (OSError, UnicodeDecodeError) as err:
            raise BadInputError(f"{where}: cannot read {file}: {err}") from err
    else:
        if not isinstance(table["patterns"], str):
            raise BadInputError(f"{where}: 'patterns' must be a string of CHECK lines")
        check = PatternCheck(stage, table["patterns"], where)
    check.validate()
    return check


def _check_stage(stage: str, where: str) -> None:
    if stage not in STAGE_NAMES or stage == "cubin":
        raise BadInputError(f"{where}: unknown stage {stage!r}", hint=f"stages: {', '.join(STAGE_NAMES)} (not cubin)")


def _tables(value: Any, where: str) -> list[dict[str, Any]]:
    tables = [value] if isinstance(value, dict) else value
    if not isinstance(tables, list) or not all(isinstance(t, dict) for t in tables):
        raise BadInputError(f"{where} must be a table or an array of tables")
    return [dict(t) for t in tables]


def _globs(value: Any, where: str) -> tuple[str, ...]:
    globs = [value] if isinstance(value, str) else value
    if not isinstance(globs, (list, tuple)) or not all(isinstance(g, str) for g in globs):
        raise BadInputError(f"{where}: 'kernels' must be a name glob or a list of them")
    return tuple(globs)
