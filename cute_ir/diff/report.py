"""The text form of a TraceDiff: where the traces diverged first, then every aligned pass."""

from __future__ import annotations

from collections.abc import Iterator

from cute_ir.diff.compare import Comparison, Divergence, FunctionDiff, Status, TraceDiff, TraceSide

_MARK = {
    Status.IDENTICAL: "=",
    Status.CHANGED: "~",
    Status.ONLY_IN_A: "-",
    Status.ONLY_IN_B: "+",
    Status.UNKNOWN: "?",
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
        yield from _function_diffs(row)
        yield ""
    elif not diff.input_differs:
        yield "no pass diverges: the IR of A and B agrees after every aligned pass"
        yield ""
    yield "passes (= identical, ~ changed, - only in A, + only in B, ? not captured):"
    first = divergence.row if divergence else -1
    per_function = {found.row: found.function for found in diff.function_divergences}
    for index, row in enumerate(diff.passes):
        note = "  <- first divergence" if index == first else ""
        if index in per_function:
            note = f"  <- {per_function[index]} diverges"
        detailed = all_diffs or index == first
        yield f"  {_MARK[row.status]} {row.stage:<15} {row.label}{_row_summary(row, detailed)}{note}"
        if all_diffs and row.status is Status.CHANGED and index != first:
            yield from _function_diffs(row, indent="      ")
    if diff.artifacts:
        yield ""
        yield "artifacts:"
        for row in diff.artifacts:
            yield f"  {_MARK[row.status]} {row.stage}{_row_summary(row)}"
            if all_diffs and row.status is Status.CHANGED:
                yield from _function_diffs(row, indent="      ")
    changed = [d for d in diff.resources if d.changed]
    if changed:
        yield ""
        yield "resources (A -> B):"
        for delta in changed:
            change = "" if delta.delta is None else f" ({delta.delta:+d})"
            yield f"  {delta.kernel} {delta.metric}: {_value(delta.a)} -> {_value(delta.b)}{change}"


def _at(divergence: Divergence) -> str:
    """`: LABEL [stage]`, or `: at or before LABEL` when the IR before it was not captured on a side."""
    where = divergence.label if divergence.exact else f"at or before {divergence.label}"
    return f": {where} [{divergence.stage}]"


def _side(side: TraceSide) -> str:
    return f"{side.kernel} DSL {side.dsl} {side.arch} ({side.root})"


def _row_summary(row: Comparison, detailed: bool = True) -> str:
    """Per-function +/- counts where the row's diff is shown (computing them costs a diff)."""
    moved = " (moved)" if row.moved else ""
    if row.status is not Status.CHANGED or not detailed:
        return moved
    parts = [_function_summary(f) for f in row.functions]
    return f"  [{'; '.join(parts)}]{moved}"


def _function_summary(function: FunctionDiff) -> str:
    name = function.key.rsplit("::", 1)[-1]
    name = name if len(name) <= 32 else name[:29] + "..."
    if function.status is Status.CHANGED:
        added, removed = function.size
        return f"{function.kind.value} {name} +{added} -{removed}"
    return f"{function.kind.value} {name} {function.status.value}"


def _function_diffs(row: Comparison, indent: str = "  ", only: str = "") -> Iterator[str]:
    for function in row.functions_named(only) if only else row.functions:
        if function.status is Status.CHANGED and not function.diff:
            yield f"{indent}{function.kind.value} {function.key}: only value numbering differs"
        elif function.status is Status.CHANGED:
            yield from (indent + line for line in function.diff)
        else:
            yield f"{indent}{function.kind.value} {function.key}: {function.status.value}"


def _value(value: int | None) -> str:
    return "-" if value is None else str(value)
