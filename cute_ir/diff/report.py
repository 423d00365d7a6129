"""The text form of a TraceDiff, verdict first.

The first screen answers "what changed and which pass did it": per kernel the resource and code
deltas (registers, stack/local/spill bytes, shared memory, SASS instruction classes, PTX size), then
per function the pass behind its difference (from what each pass did in A and in B), then the PTX
and SASS differences. The IR diffs of the input and the first divergence and the table of every
aligned pass follow.
"""

from __future__ import annotations

from collections.abc import Iterator

from cute_ir.diff.compare import (
    REMOVED_ROOT, Comparison, DiffStatus, Divergence, FunctionDiff, SuspectTest, TraceDiff, TraceSide,
)
from cute_ir.diff.effects import FunctionEffects, RowEffect, culprit
from cute_ir.diff.functions import FunctionKind
from cute_ir.diff.resources import ResourceDelta
from cute_ir.trace.blame import FAILED, GONE, PRESENT, BlameResult

_MARK = {
    DiffStatus.IDENTICAL: "=",
    DiffStatus.CHANGED: "~",
    DiffStatus.ONLY_IN_A: "-",
    DiffStatus.ONLY_IN_B: "+",
    DiffStatus.UNKNOWN: "?",
}


def render_text(diff: TraceDiff, *, all_diffs: bool = False) -> str:
    """The report: summary, input difference, first divergence with its diff, pass table, deltas.

    Only the input and the first divergent pass show their IR diff (and per-function counts) unless
    `all_diffs` is set: the passes after a divergence all differ, their diffs mostly repeat it, and
    computing them is most of the cost of a diff.
    """
    return "\n".join(_lines(diff, all_diffs)) + "\n"


def _lines(diff: TraceDiff, all_diffs: bool) -> Iterator[str]:
    yield f"A: {_side(diff.a)}"
    yield f"B: {_side(diff.b)}"
    if not diff.differs:
        yield "identical: every aligned pass, artifact and resource count agrees"
        if diff.unknown:
            yield f"({diff.unknown} passes or artifacts were not captured on a side and could not be compared)"
        return
    yield ""
    yield from verdict_lines(diff)
    yield from explanation_lines(diff, full=all_diffs)
    yield from _code_diffs(diff, all_diffs)
    if diff.input_differs:
        yield "The input IR already differs (the Python front end produced other IR):"
        yield from _function_diffs(diff.input)
        yield ""
    for found in diff.function_divergences:
        row = diff.passes[found.row]
        yield f"first divergent pass of {found.function}{_at(found)} (its own input IR was identical)"
        yield from _function_diffs(row, only=found.function)
        yield ""
    divergence = diff.first_divergence
    if divergence is not None:
        row = diff.passes[divergence.row]
        yield f"first divergent pass{_at(divergence)} (its input IR was identical in A and B)"
        if row.unproven:
            yield f"  possibly an artefact of the replay, not of the compiler: {row.unproven}"
        yield from _function_diffs(row)
        yield ""
    elif not diff.input_differs:
        yield "no pass diverges: the IR of A and B agrees after every aligned pass"
        yield ""
    yield "passes (= identical, ~ changed, - only in A, + only in B, ? not captured; * possibly a replay artefact):"
    first = divergence.row if divergence else -1
    per_function = {found.row: found.function for found in diff.function_divergences}
    for index, row in enumerate(diff.passes):
        note = "  <- first divergence" if index == first else ""
        if index in per_function:
            note = f"  <- {per_function[index]} diverges"
        detailed = all_diffs or index == first
        artefact = "*" if row.unproven else " "
        yield f"  {_MARK[row.status]}{artefact}{row.stage:<15} {row.label}{_row_summary(row, detailed)}{note}"
        if all_diffs and row.status is DiffStatus.CHANGED and index != first:
            yield from _function_diffs(row, indent="      ")
    if diff.artifacts:
        yield ""
        yield "artifacts:"
        for row in diff.artifacts:
            yield f"  {_MARK[row.status]} {row.stage}{_row_summary(row)}"


def _at(divergence: Divergence) -> str:
    """`: LABEL [stage]`, or `: at or before LABEL` when the IR before it was not captured on a side."""
    where = divergence.label if divergence.exact else f"at or before {divergence.label}"
    return f": {where} [{divergence.stage}]"


def _side(side: TraceSide) -> str:
    return f"{side.kernel} DSL {side.dsl} {side.arch} ({side.root})"


def _row_summary(row: Comparison, detailed: bool = True) -> str:
    """Per-function +/- counts where the row's diff is shown (computing them costs a diff)."""
    moved = " (moved)" if row.moved else ""
    if row.status is not DiffStatus.CHANGED or not detailed:
        return moved
    parts = [_function_summary(f) for f in row.functions]
    return f"  [{'; '.join(parts)}]{moved}"


def _function_summary(function: FunctionDiff) -> str:
    name = function.key.rsplit("::", 1)[-1]
    name = name if len(name) <= 32 else name[:29] + "..."
    if function.status is DiffStatus.CHANGED:
        added, removed = function.size
        return f"{function.kind.value} {name} +{added} -{removed}"
    return f"{function.kind.value} {name} {function.status.value}"


def _function_diffs(row: Comparison, indent: str = "  ", only: str = "") -> Iterator[str]:
    for function in row.functions_named(only) if only else row.functions:
        if function.status is DiffStatus.CHANGED and not function.diff:
            yield f"{indent}{function.kind.value} {function.key}: only value numbering differs"
        elif function.status is DiffStatus.CHANGED:
            yield from (indent + line for line in function.diff)
        else:
            yield f"{indent}{function.kind.value} {function.key}: {function.status.value}"


def _value(value: int | None) -> str:
    return "-" if value is None else str(value)


# ---- the first screen --------------------------------------------------------------------------

_HEADLINE = ("registers", "stack_bytes", "local_bytes", "spill_store_bytes", "spill_load_bytes", "spill_stores",
             "spill_loads", "shared_bytes", "dynamic_shared_bytes", "barriers", "constant_bytes", "instructions",
             "ptx.instructions")
_SHOWN_CLASSES = 8
CODE_DIFF_LINES = 400  # lines of PTX or SASS diff shown without --all


def verdict_lines(diff: TraceDiff) -> Iterator[str]:
    """Per kernel, what changed in its resources and instruction mix (A -> B); the report's first lines."""
    by_kernel: dict[str, list[ResourceDelta]] = {}
    for delta in diff.resources:
        by_kernel.setdefault(delta.kernel, []).append(delta)
    for name, side in (("A", diff.a), ("B", diff.b)):
        if side.failure:
            yield f"{name}'s compile did not finish: {side.failure}"
    yield "verdict, per kernel (A -> B):"
    if not by_kernel:
        yield "  no resources were recorded on either side"
    for kernel, deltas in by_kernel.items():
        yield f"  {kernel}:"
        for line in kernel_verdict(deltas):
            yield f"    {line}"
    code = [f"{row.stage.upper()} {_code_status(row)}" for row in diff.artifacts]
    if code:
        yield "  code: " + "; ".join(code)
    yield ""


def kernel_verdict(deltas: list[ResourceDelta], *, shown_classes: int = _SHOWN_CLASSES) -> list[str]:
    """One kernel's resource and instruction-mix change, in words: the headline metrics, the SASS
    classes that moved most, the rest; one line saying so when nothing moved."""
    changed = {d.metric: d for d in deltas if d.changed}
    if not changed:
        registers = next((d for d in deltas if d.metric == "registers"), None)
        same = f" (registers {_value(registers.a)})" if registers else ""
        return [f"resources and instruction counts unchanged{same}"]
    lines = []
    headline = [changed.pop(m) for m in _HEADLINE if m in changed]
    if headline:
        lines.append("; ".join(_delta_text(_metric_name(d.metric), d) for d in headline))
    classes = sorted((d for m, d in changed.items() if m.startswith("class.")), key=lambda d: -abs(d.delta or 0))
    if classes:
        shown = ", ".join(f"{d.metric[len('class.'):]} {_value(d.a)} -> {_value(d.b)}" for d in classes[:shown_classes])
        more = f" and {len(classes) - shown_classes} more" if len(classes) > shown_classes else ""
        lines.append(f"SASS classes: {shown}{more}")
    rest = [d for m, d in changed.items() if not m.startswith("class.")]
    if rest:
        lines.append("; ".join(_delta_text(_metric_name(d.metric), d) for d in rest))
    return lines


def _metric_name(metric: str) -> str:
    names = {"instructions": "SASS instructions", "ptx.instructions": "PTX instructions"}
    return names.get(metric, metric.replace("_", " ").replace("ptx.", "PTX "))


def _delta_text(name: str, delta: ResourceDelta) -> str:
    change = "" if delta.delta is None else f" ({delta.delta:+d})"
    return f"{name} {_value(delta.a)} -> {_value(delta.b)}{change}"


def _code_status(row: Comparison) -> str:
    if row.status is DiffStatus.CHANGED:
        added = removed = 0
        for function in row.functions:
            plus, minus = function.size
            added, removed = added + plus, removed + minus
        return f"differs (+{added} -{removed} lines)"
    return {DiffStatus.IDENTICAL: "identical", DiffStatus.UNKNOWN: "not captured on a side"}.get(row.status, row.status.value)


# The first screen fits a terminal: the stories of this many functions besides the kernels, and this many
# one-sided passes per side, are shown without --all; the rest are counted.
SHOWN_OTHER_FUNCTIONS = 2
SHOWN_ONE_SIDED = 4


def explanation_lines(diff: TraceDiff, *, full: bool = False) -> Iterator[str]:
    """Per function that differs, what is known of why: the input's difference where it persists, the
    heuristic suspect labelled unverified (an experiment, `cute-ir blame`, is what proves a cause), a
    spike later passes undo, and the story of the difference along the pipeline. Without `full`, the
    kernels' stories and `SHOWN_OTHER_FUNCTIONS` others, the one-sided passes of a side on one line."""
    stories = [story for story in diff.effects if story.differs]
    if not stories:
        return
    others = [story for story in stories if story.kind is not FunctionKind.KERNEL]
    hidden = [] if full else others[SHOWN_OTHER_FUNCTIONS:]
    stories = [story for story in stories if story not in hidden]
    yield "passes that explain it (what each pass did to each function in A and in B, renumbering and"
    yield "locations mapped away; difference = lines of the function that differ between A and B):"
    yield from experiment_lines(diff)
    for why in diff.experiments_set_aside:
        yield f"  stored blame result set aside: {why}"
    proven = [result for result in diff.experiments if result.verified]
    causes = {label for result in proven if not result.window for label in result.cause}
    windows = {label for result in proven if result.window for label in (*result.cause, *result.other_cause)}
    tests = {(test.function, test.label): test for test in diff.suspect_tests}
    suspects = 0
    for story in stories:
        yield f"  {story.kind.value} {story.function}:"  # names whole: they are what a reader greps for
        if story.input_persists:
            yield (f"    the input IR differs by {story.input_difference} lines and that difference persists "
                   f"({story.final_difference} lines at the function's last IR): the front end's output differs "
                   "before any pass runs")
        found = culprit(story)
        if found is not None:
            suspects += 1
            where = f"{found.label} [{found.stage}]" + ("" if found.side == "A and B" else f", only in {found.side}")
            why = {
                "largest-jump": f"the difference that persists grows most here, {found.before} -> {found.after} lines",
                "one-sided": "a pass of one side only changed it",
                "effect-differs": "the first pass whose effect differs",
            }[found.reason]
            if not diff.experiments:
                yield f"    suspect (unverified, a heuristic; no experiment has tested it): {where}: {why}"
            elif any(cause in found.label.split(" / ") for cause in causes):
                yield f"    suspect of the heuristic, confirmed by the experiment above: {where}: {why}"
            elif any(label in found.label.split(" / ") for label in windows):
                yield (f"    suspect of the heuristic, inside the window the experiments above located (not narrowed "
                       f"to it): {where}: {why}")
                yield from _test_lines(tests.get((story.function, found.label)))
            elif not proven:
                yield f"    suspect of the heuristic, unverified (the experiments above proved no cause): {where}: {why}"
                yield from _test_lines(tests.get((story.function, found.label)))
            else:
                yield f"    suspect of the heuristic, not what the experiments above found: {where}: {why}"
                yield from _test_lines(tests.get((story.function, found.label)))
            if not found.exact:
                yield f"      possibly an artefact of the replay, not of the compiler: {_short(found.unproven, 160)}"
        elif story.final_difference == 0:
            yield f"    no pass leaves a difference: A and B agree at the end (input difference {story.input_difference})"
        elif not story.input_persists:
            yield (f"    no pass made it grow: it comes from the input ({story.input_difference} lines, "
                   f"{story.final_difference} at the end)")
        spike = story.spike
        if spike is not None:
            row, before, after, undone = spike
            if any(cause in row.label.split(" / ") for cause in causes):
                yield (f"    {row.label} [{row.stage}], the verified cause, raised the difference {before} -> {after} "
                       f"lines and {undone} took the line count back: the heuristic, which ignores such spikes, "
                       "could not have named it")
            else:
                yield (f"    not blamed: {row.label} [{row.stage}] raised the difference {before} -> {after} lines, "
                       f"and {undone} undid it")
                yield from _test_lines(tests.get((story.function, row.label)))
        yield f"    difference along the pipeline: {_growth(story)}"
        if not story.inputs_comparable:
            yield (f"    per-pass effects not compared: the inputs differ in {story.input_difference} of their "
                   f"{story.input_lines} lines")
        for side in ("A", "B"):
            rows = [row for row in story.one_sided_changes if row.side == side]
            if full:
                yield from (f"    only in {side}, changed it: {row.label} [{row.stage}] ({row.a if row.in_a else row.b})"
                            for row in rows)
            elif rows:
                shown = ", ".join(f"{row.label} ({row.a if row.in_a else row.b})" for row in rows[:SHOWN_ONE_SIDED])
                more = f" and {len(rows) - SHOWN_ONE_SIDED} more" if len(rows) > SHOWN_ONE_SIDED else ""
                yield f"    only in {side}, changed it: {shown}{more}"
        first = story.first_effect_difference
        if first is not None:
            yield (f"    first aligned pass whose effect differs: {first.label} [{first.stage}] "
                   f"(A {first.a}, B {first.b}; {_effects_differ(first)})")
    if hidden:
        yield (f"  {len(hidden)} more functions differ ({', '.join(s.function for s in hidden[:3])}"
               f"{', ...' if len(hidden) > 3 else ''}): --all tells their stories")
    if suspects and not diff.experiments:
        if REMOVED_ROOT not in (diff.a.root, diff.b.root):
            yield f"  to test the suspects: cute-ir blame {diff.a.root} {diff.b.root}"
        else:
            yield "  to test the suspects: keep both traces (-o DIR), then cute-ir blame the two directories it names"
    yield ""


def experiment_lines(diff: TraceDiff) -> Iterator[str]:
    """What `cute-ir blame` proved for this pair, and the experiment that proved it; or what it tested in vain."""
    for result in diff.experiments:
        where = f"{result.symptom.describe()} in {result.symptom.kernel}"
        runs = f"{len(result.experiments)} experiments, {result.seconds:g} s"
        proof = result.proof()
        if result.verified and proof is not None:
            release = result.b_dsl if proof.side == "B" else result.a_dsl
            yield f"  cause, verified by experiment: {result.verdict}"
            yield f"    symptom: {where}"
            start = result.window_start()
            before = f"{start.describe()} gives {start.value}, " if start is not None else ""
            yield (f"    proved by: {before}{proof.describe()} under DSL {release} gives {proof.value} "
                   f"({runs}; cute-ir blame)")
        else:
            yield f"  tested by experiment, no cause proven: {result.verdict}"
            yield f"    symptom: {where} ({runs}; cute-ir blame)"
            for problem in result.contradictions():
                yield f"    refused as verified, the experiment log contradicts it: {problem}"
        yield from (f"    not tested: {line}" for line in result.untested)
        for note in result.notes:
            yield f"    also shown: {note}"
        yield from (f"    {line}" for line in other_value_lines(result))
        untouchable = len(result.untouchable)
        if untouchable:
            yield (f"    {untouchable} passes could not be run or removed by any experiment (not registered in the "
                   f"DSL's Python pass registry): `cute-ir blame --json` names them")


# Screen 1 lists this many experiments that gave neither side's value; --json has them all.
SHOWN_OTHER_VALUES = 6


def other_value_lines(result: BlameResult) -> list[str]:
    """The experiments that gave neither side's value, in words (those a note already tells aside): a pass
    whose removal gives 0 B where A has 8 and B 112 is a finding, not noise."""
    symptom = result.symptom
    measured = f"the {symptom.stage} pattern" if symptom.pattern else symptom.metric.replace("_", " ")
    told = " ".join(result.notes)
    found = [e for e in result.other_values() if e.describe() not in told]
    lines = [f"neither side's value: {e.describe()} gives {e.value} ({measured}; A: {symptom.a_value}, "
             f"B: {symptom.b_value})" for e in found[:SHOWN_OTHER_VALUES]]
    if len(found) > SHOWN_OTHER_VALUES:
        lines.append(f"neither side's value: {len(found) - SHOWN_OTHER_VALUES} more experiments "
                     "(`cute-ir blame --json` lists them)")
    return lines


def _test_lines(test: SuspectTest | None) -> Iterator[str]:
    """What the experiments showed of a pass the heuristic pointed at: ruled out where the symptom survived its
    removal or neutralisation; otherwise why it is not (another value, a pipeline that needs it, never tested)."""
    if test is None:
        return
    said = {
        "": f"not tested: {test.detail or 'no experiment left it out or neutralised it alone'}",
        PRESENT: f"ruled out by experiment: {test.experiment} still gives {test.side}'s {test.value} "
                 f"({test.measured}; {test.seconds:g} s)",
        GONE: f"by experiment: {test.experiment} gives the other side's {test.value} ({test.measured})",
        FAILED: f"not ruled out: {test.experiment} fails ({_short(test.detail, 100)})",
    }.get(test.outcome, f"not ruled out: {test.experiment} gives {test.value} ({test.measured}), neither side's value")
    yield f"      {said}"


def _effects_differ(row: RowEffect) -> str:
    """How A's and B's effects differ, in words that do not read equal counts as equal work."""
    if row.a is not None and row.b is not None and (row.a.added, row.a.removed) == (row.b.added, row.b.removed):
        return f"as many lines each, {row.effect_difference} of them differ"
    return f"{row.effect_difference} lines differ"


def _growth(story: FunctionEffects, limit: int = 12) -> str:
    points = story.growth
    if len(points) > limit:
        jump = story.jump
        keep = {0, len(points) - 1}
        if jump is not None:
            at = next(i for i, (label, _) in enumerate(points) if label == jump[0].label)
            keep |= {at - 1, at}
        keep |= set(range(1, limit - len(keep) + 1))
        shown = []
        for i, (label, size) in enumerate(points):
            if i in keep:
                shown.append(f"{label} {size}")
            elif shown and shown[-1] != "...":
                shown.append("...")
        return ", ".join(shown)
    return ", ".join(f"{label} {size}" for label, size in points)


def _short(key: str, width: int = 80) -> str:
    return key if len(key) <= width else key[: width - 3] + "..."


def _code_diffs(diff: TraceDiff, all_diffs: bool) -> Iterator[str]:
    """The PTX and SASS differences, shown without --all (long ones cut, --all shows them whole)."""
    for row in diff.artifacts:
        if row.status is not DiffStatus.CHANGED:
            continue
        lines = [line for function in row.functions for line in function.diff]
        yield f"{row.stage.upper()} difference (normalized; B's virtual registers mapped onto A's):"
        shown = lines if all_diffs else lines[:CODE_DIFF_LINES]
        yield from ("  " + line for line in shown)
        if len(shown) < len(lines):
            yield f"  ... {len(lines) - len(shown)} more lines (--all shows them)"
        yield ""
