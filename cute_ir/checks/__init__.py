"""Assertions that survive IR churn: resource budgets and FileCheck patterns on a captured trace.

One entry point for every caller (the `cute-ir check` command, golden checks, the pytest fixture,
release sweeps): `check_trace(trace, spec)` reads the trace's recorded facts and stage texts and
never re-runs the compiler.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cute_ir.checks.budget import BudgetRule, BudgetViolation, budget_metrics, check_budget, parse_rule
from cute_ir.checks.patterns import PatternCheck, PatternFailure, match_patterns
from cute_ir.checks.spec import CheckSpec, budget_spec, load_check_spec, pattern_spec, spec_from_data
from cute_ir.trace.stage_text import StageNotCaptured, stage_text
from cute_ir.trace import Trace

__all__ = [
    "BudgetRule",
    "BudgetViolation",
    "CheckReport",
    "CheckSpec",
    "PatternCheck",
    "PatternFailure",
    "budget_metrics",
    "budget_spec",
    "check_trace",
    "load_check_spec",
    "parse_rule",
    "pattern_spec",
    "spec_from_data",
]


@dataclass
class CheckReport:
    """What `check_trace` found: empty lists mean every assertion held."""

    kernel: str
    budget_violations: list[BudgetViolation] = field(default_factory=list)
    pattern_failures: list[PatternFailure] = field(default_factory=list)
    checked: int = 0  # assertions evaluated (rules x kernels + pattern checks)

    @property
    def ok(self) -> bool:
        return not self.budget_violations and not self.pattern_failures

    def summary(self) -> str:
        if self.ok:
            return f"{self.kernel}: {self.checked} check(s) passed"
        lines = [f"{self.kernel}: {len(self.budget_violations) + len(self.pattern_failures)} check(s) failed"]
        lines += [f"  budget: {violation}" for violation in self.budget_violations]
        lines += [f"  pattern: {failure}" for failure in self.pattern_failures]
        return "\n".join(lines)

    def to_json(self) -> dict[str, object]:
        return {
            "kernel": self.kernel,
            "ok": self.ok,
            "checked": self.checked,
            "budget_violations": [
                {"function": v.kernel, "rule": str(v.rule), "metric": v.rule.metric, "value": v.value}
                for v in self.budget_violations
            ],
            "pattern_failures": [
                {"origin": f.check.origin, "stage": f.check.stage, "report": f.report} for f in self.pattern_failures
            ],
        }


def check_trace(trace: Trace, spec: CheckSpec) -> CheckReport:
    """Every budget rule and pattern check of `spec` that applies to the trace's kernel."""
    report = CheckReport(trace.kernel.name)
    rules = spec.budget_for(trace.kernel.name)
    if rules:
        if not trace.resources:
            why = "the compile failed" if trace.failure else "no cubin was read"
            report.budget_violations += [
                BudgetViolation(f"(no resources recorded: {why})", rule, None) for rule in rules
            ]
        report.budget_violations += check_budget(rules, trace.resources)
        report.checked += len(rules) * max(1, len(trace.resources))
    for check in spec.patterns_for(trace.kernel.name):
        report.checked += 1
        try:
            text = stage_text(trace, check.stage)
        except StageNotCaptured as err:  # the check cannot hold; a damaged trace is raised (bad input, exit 3)
            report.pattern_failures.append(PatternFailure(check, err.message))
            continue
        failure = match_patterns(check, text)
        if failure is not None:
            report.pattern_failures.append(failure)
    return report
