"""`--bisect`: the first release where something holds, in log2(n) captures instead of n.

A question is asked of one release's traces: does a resource condition hold there (`registers > 128`),
do the budget and pattern checks fail, or does the kernel differ from the first release of the range. The first release must answer no and the last
yes; in between releases are assumed to switch once, as `git bisect` assumes of commits. A release that
cannot be captured (the script does not import under it, the environment cannot be built) answers
neither: it is unknown, skipped as `git bisect skip` skips a commit, and named where it leaves the
answer open.
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
from cute_ir.sweep.table import error_gist
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
    answers: dict[str, str] = field(default_factory=dict)  # spec -> "no", "yes" or "unknown (capture failed: ...)"
    first_yes: str | None = None
    last_no: str | None = None
    change: Change | None = None  # last_no -> first_yes, from the diff analysis
    unknown_between: list[str] = field(default_factory=list)  # uncapturable releases after last_no: first_yes may be any

    def to_json(self) -> dict[str, object]:
        return {
            "schema": "cute-ir.bisect",
            "schema_version": 1,
            "question": self.question,
            "releases": self.specs,
            "tested": self.answers,
            "first_release": self.first_yes,
            "last_release_before": self.last_no,
            "unknown_between": self.unknown_between,
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
                result.answers[spec] = f"unknown (capture failed: {error_gist(err.message)[:120]})"
        return captured[spec]

    def holds(spec: str) -> bool | None:
        """The answer under `spec`; None where it cannot be captured (unknown)."""
        found = traces(spec)
        if spec in result.answers:
            return None
        answer = question.answer(found, lambda: traces(specs[0]))
        result.answers[spec] = "yes" if answer else "no"
        return answer

    first = holds(specs[0])
    if first is None:
        raise BadInputError(f"the first release {specs[0]} cannot be captured: {result.answers[specs[0]]}",
                            hint="start the range at a release that compiles the target")
    if first:
        raise BadInputError(
            f"{question.text!r} already holds under the first release {specs[0]}: nothing to bisect",
            hint="start the range at a release where it does not hold",
        )
    high = len(specs) - 1
    while (last := holds(specs[high])) is None and high > 1:
        high -= 1  # the end of the range cannot be captured: the last release that can answers
    if not last:
        return result  # never holds where it could be captured: first_yes stays None
    low = 0  # holds(low) is False, holds(high) is True, releases in `unknown` cannot be captured
    unknown: set[int] = set()
    while candidates := [i for i in range(low + 1, high) if i not in unknown]:
        middle = candidates[len(candidates) // 2]
        answer = holds(specs[middle])
        if answer is None:
            unknown.add(middle)
        elif answer:
            high = middle
        else:
            low = middle
    result.first_yes, result.last_no = specs[high], specs[low]
    result.unknown_between = specs[low + 1:high]
    pairing = pair_sessions([t for t in traces(specs[low]) if t.ok], [t for t in traces(specs[high]) if t.ok])
    if pairing.pairs:
        before, after = pairing.pairs[0]
        result.change = Change.from_diff(specs[low], diff_traces(before, after))
    return result
