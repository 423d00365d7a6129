"""`--bisect`: the first release where something holds, in log2(n) captures instead of n.

A question is asked of one release's traces: does a resource condition hold there (`registers > 128`),
do the budget and pattern checks fail, or does the kernel differ from the first release of the range. The first release must answer no and the last
yes; in between releases are assumed to switch once, as `git bisect` assumes of commits.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from cute_ir.checks import BudgetRule, CheckSpec, check_trace
from cute_ir.checks.budget import metric_value
from cute_ir.diff import diff_traces
from cute_ir.diff.sessions import pair_sessions
from cute_ir.errors import BadInputError, CuteIRError
from cute_ir.sweep.run import Change, Target, capture_release
from cute_ir.trace import Trace

Report = Callable[[str], None]


@dataclass(frozen=True)
class Question:
    """What a release is asked: does a condition on a resource hold (`registers > 128`), do the
    budgets and patterns fail, or (neither given) does the kernel differ from the range's first release."""

    text: str  # as the user wrote it
    condition: BudgetRule | None = None
    checks: CheckSpec = CheckSpec()

    def answer(self, traces: list[Trace], baseline: Callable[[], list[Trace]]) -> bool:
        if self.condition is not None:
            rule = self.condition
            values = (metric_value(r, rule.metric) for t in traces for r in t.resources)
            return any(value is not None and rule.holds(value) for value in values)
        if self.checks:
            return any(not check_trace(trace, self.checks).ok for trace in traces)
        pairing = pair_sessions(baseline(), traces)
        return bool(pairing.only_in_a or pairing.only_in_b) or any(diff_traces(a, b).differs for a, b in pairing.pairs)


@dataclass
class BisectResult:
    question: str
    specs: list[str]
    answers: dict[str, str] = field(default_factory=dict)  # spec -> "no", "yes" or "yes (capture failed: ...)"
    first_yes: str | None = None
    last_no: str | None = None
    change: Change | None = None  # last_no -> first_yes, from the diff analysis

    def to_json(self) -> dict[str, object]:
        return {
            "schema": "cute-ir.bisect",
            "schema_version": 1,
            "question": self.question,
            "releases": self.specs,
            "tested": self.answers,
            "first_release": self.first_yes,
            "last_release_before": self.last_no,
            "culprit": None if self.change is None else self.change.culprit,
            "resource_deltas": None if self.change is None else {k: list(v) for k, v in self.change.resource_deltas.items()},
        }


def bisect_releases(target: Target, specs: list[str], question: Question, out: Path, *,
                    python_for: Callable[[str], Path | None], timeout: float = 900,
                    report: Report = lambda _: None) -> BisectResult:
    if len(specs) < 2:
        raise BadInputError("bisecting needs a range of at least two releases")
    result = BisectResult(question.text, list(specs))
    captured: dict[str, list[Trace]] = {}

    def traces(spec: str) -> list[Trace]:
        if spec not in captured:
            report(f"capturing under DSL {spec}")
            try:
                captured[spec] = capture_release(target, spec, out / spec, python_for(spec), timeout)
            except CuteIRError as err:
                captured[spec] = [t for t in err.partial if isinstance(t, Trace)]
                result.answers[spec] = f"yes (capture failed: {err.message.strip().splitlines()[-1][:120]})"
        return captured[spec]

    def holds(spec: str) -> bool:
        found = traces(spec)
        if spec in result.answers:  # the capture failed: that is a change, and no budget holds
            return True
        answer = question.answer(found, lambda: traces(specs[0]))
        result.answers[spec] = "yes" if answer else "no"
        return answer

    if holds(specs[0]):
        if result.answers[specs[0]] != "yes":
            raise BadInputError(f"the first release {specs[0]} cannot be captured: {result.answers[specs[0]]}",
                                hint="start the range at a release that compiles the target")
        raise BadInputError(
            f"{question.text!r} already holds under the first release {specs[0]}: nothing to bisect",
            hint="start the range at a release where it does not hold",
        )
    if not holds(specs[-1]):
        return result  # never holds in the range: first_yes stays None
    low, high = 0, len(specs) - 1  # holds(low) is False, holds(high) is True
    while high - low > 1:
        middle = (low + high) // 2
        if holds(specs[middle]):
            high = middle
        else:
            low = middle
    result.first_yes, result.last_no = specs[high], specs[low]
    pairing = pair_sessions([t for t in traces(specs[low]) if t.ok], [t for t in traces(specs[high]) if t.ok])
    if pairing.pairs:
        before, after = pairing.pairs[0]
        result.change = Change.from_diff(specs[low], diff_traces(before, after))
    return result
