"""Resource budgets: bounds on the per-kernel resource facts a trace recorded at capture.

A budget survives releases where an exact golden cannot: `local_bytes == 0` holds whatever the
IR looks like. The metrics are the integer fields of `KernelResources` (read from the cubin at
capture), so a fact the trace gains is a metric budgets can bound without a change here.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from dataclasses import dataclass, fields

from cute_ir.errors import BadInputError
from cute_ir.trace import KernelResources

_OPERATORS: dict[str, Callable[[int, int], bool]] = {
    "==": operator.eq,
    "!=": operator.ne,
    "<=": operator.le,
    "<": operator.lt,
    ">=": operator.ge,
    ">": operator.gt,
}
_EXPRESSION = re.compile(r"^\s*([A-Za-z_][\w.]*)\s*(==|!=|<=|>=|<|>)\s*(-?\d+)\s*$")
_BOUND = re.compile(r"^\s*(==|!=|<=|>=|<|>)\s*(-?\d+)\s*$")


# Metrics that add up recorded facts: what the user means by "spill bytes" is stores and loads.
_SUMS: dict[str, tuple[str, ...]] = {"spill_bytes": ("spill_store_bytes", "spill_load_bytes")}


def budget_metrics() -> tuple[str, ...]:
    """Every metric a budget can bound: the integer resource facts of a kernel, and their sums."""
    recorded = tuple(f.name for f in fields(KernelResources) if f.type in ("int", int, "int | None"))
    return (*recorded, *_SUMS)


def metric_value(kernel: KernelResources, metric: str) -> int | None:
    """The value of `metric` for one kernel; None where the trace did not record it (or a part of a sum)."""
    if metric in _SUMS:
        parts = [getattr(kernel, name, None) for name in _SUMS[metric]]
        return None if any(part is None for part in parts) else sum(int(part) for part in parts)
    value = getattr(kernel, metric, None)
    return None if value is None else int(value)


@dataclass(frozen=True)
class BudgetRule:
    """`metric op limit`, e.g. registers <= 128."""

    metric: str
    op: str
    limit: int

    def __str__(self) -> str:
        return f"{self.metric} {self.op} {self.limit}"

    def holds(self, value: int) -> bool:
        return _OPERATORS[self.op](value, self.limit)


@dataclass(frozen=True)
class BudgetViolation:
    kernel: str  # the device function (as the cubin names it)
    rule: BudgetRule
    value: int | None  # None: the trace recorded no such fact

    def __str__(self) -> str:
        if self.value is None:
            return f"{self.kernel}: {self.rule.metric} was not recorded (budget {self.rule})"
        return f"{self.kernel}: {self.rule.metric} is {self.value}, over the budget {self.rule}"


def parse_rule(expression: str) -> BudgetRule:
    """`registers<=128`, `local_bytes == 0`: a rule from its written form."""
    match = _EXPRESSION.match(expression)
    if match is None:
        raise BadInputError(
            f"budget {expression!r} does not parse",
            hint="write METRIC OP N, e.g. 'registers <= 128' or 'local_bytes == 0' (OP: == != <= < >= >)",
        )
    return make_rule(match.group(1), f"{match.group(2)} {match.group(3)}", where=f"budget {expression!r}")


def make_rule(metric: str, bound: object, *, where: str) -> BudgetRule:
    """A rule from a metric and its bound as a config file writes it: `"<= 128"`, or an int meaning `<= N`."""
    known = budget_metrics()
    if metric not in known:
        raise BadInputError(f"{where}: unknown budget key {metric!r}", hint=f"budget keys: {', '.join(known)}")
    if isinstance(bound, bool) or not isinstance(bound, (int, str)):
        raise BadInputError(f"{where}: the bound of {metric} must be a number or a string like '<= 128'")
    if isinstance(bound, int):
        return BudgetRule(metric, "<=", bound)
    match = _BOUND.match(bound)
    if match is None:
        raise BadInputError(
            f"{where}: the bound {bound!r} of {metric} does not parse",
            hint="write OP N, e.g. '<= 128' or '== 0' (OP: == != <= < >= >)",
        )
    return BudgetRule(metric, match.group(1), int(match.group(2)))


def check_budget(rules: list[BudgetRule], resources: list[KernelResources]) -> list[BudgetViolation]:
    """Every rule against every kernel's recorded resources; a missing fact is a violation, never a pass."""
    violations = []
    for kernel in resources:
        for rule in rules:
            value = metric_value(kernel, rule.metric)
            if value is None or not rule.holds(value):
                violations.append(BudgetViolation(kernel.function, rule, value))
    return violations
