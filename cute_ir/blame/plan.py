"""`cute-ir blame A B`: pick the symptom and the candidate passes from the diff, run the experiments under B's
release, store what they proved beside B.

The symptom is a resource of a kernel that differs between A and B (the first of `SYMPTOM_ORDER` that
does, or the one asked for), or FileCheck directives that hold on one side's PTX or SASS and not on the
other's. The candidates are B's passes that the diff found one-sided or acting otherwise than in A on
that kernel, the heuristic suspect among them; only passes that changed B's IR at all are candidates. Aligned
passes whose options differ between the releases are tried with the other side's options (`option_swaps`), and
passes both releases run at another place are tried where the other side runs them (`moves`).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from cute_ir.trace.blame import BlameResult, Symptom, check_blame_folder, result_key, save_result, window_words
from cute_ir.blame.runner import ExperimentRequest, SideOutcome
from cute_ir.capture.replay.admission import PipelineRefused, check_recorded
from cute_ir.capture.pipeline import behaviour_options, option_value, parse_expanded, path_options, set_option
from cute_ir.checks.budget import budget_metrics
from cute_ir.diff import TraceDiff, align_passes, align_traces, diff_traces
from cute_ir.diff.effects import culprit, pointed_at as effects_pointed_at
from cute_ir.diff.functions import FunctionKind
from cute_ir.releases.environments import link_for_child
from cute_ir.errors import BadInputError, ChildTimeoutError, CompilerCrashedError, EnvironmentProblem, ExitCode
from cute_ir.process.children import run_child
from cute_ir.process.pycommand import LINK_ENV
from cute_ir.trace import PassRecord, Trace
from cute_ir.releases.catalogue import format_spec

# The resources a regression is usually about, most telling first: a stack frame or spill is what users report.
PROVEN = ("verified", "input")
SYMPTOM_ORDER = ("stack_bytes", "local_bytes", "spill_store_bytes", "spill_load_bytes", "spill_stores",
                 "spill_loads", "registers", "shared_bytes", "barriers", "instructions")
DEFAULT_BUDGET_S = 600.0
INPUT_BYTECODE = "artifacts/input.mlirbc"  # the module each side's pipeline was given


def choose_symptom(diff: TraceDiff, a: Trace, b: Trace, *, metric: str | None = None, pattern: str = "",
                   stage: str = "ptx") -> tuple[Symptom, int]:
    """The symptom to explain and the index of its kernel among B's kernels."""
    kernels = [r.function for r in b.resources]
    if not kernels:
        raise BadInputError(f"{b.root} records no kernel resources: there is no code to experiment on")
    if pattern:
        from cute_ir.checks.patterns import PatternCheck, match_patterns
        from cute_ir.trace.stage_text import stage_text

        check = PatternCheck(stage, pattern, "--pattern")
        check.validate()
        holds = [match_patterns(check, stage_text(trace, stage)) is None for trace in (a, b)]
        if holds[0] == holds[1]:
            raise BadInputError(f"the pattern {'holds' if holds[0] else 'fails'} on both A's and B's {stage}: "
                                "there is no difference to explain")
        return Symptom(kernels[0], pattern=pattern, stage=stage, a_value=holds[0], b_value=holds[1]), 0
    if metric is not None and metric not in budget_metrics():
        raise BadInputError(f"unknown metric {metric!r}", hint=f"one of {', '.join(budget_metrics())}")
    changed = [d for d in diff.resources if d.changed and not d.metric.startswith(("class.", "ptx."))]
    wanted = [metric] if metric else list(SYMPTOM_ORDER)
    for name in wanted:
        delta = next((d for d in changed if d.metric == name), None)
        if delta is not None:
            names = [d.kernel for d in diff.resources if d.metric == "registers"]
            index = names.index(delta.kernel) if delta.kernel in names else 0
            return Symptom(delta.kernel, metric=name, a_value=delta.a, b_value=delta.b), index
    raise BadInputError(
        f"no kernel's {metric or 'resources'} differ between A and B" if metric else
        "no kernel resource differs between A and B", hint="name another --metric, or a --pattern on the ptx or sass")


def candidates(diff: TraceDiff, side: str = "B") -> list[str]:
    """`side`'s pass labels worth removing: one-sided there or acting otherwise than on the other side, on a
    kernel, and changing that side's IR at all."""
    def label(index: int) -> str | None:
        return _side_label(diff, index, side)

    wanted: dict[str, None] = {}
    for story in diff.effects:
        if story.kind is not FunctionKind.KERNEL:
            continue
        suspect = culprit(story)
        for row in story.rows:
            own, effect = label(row.row), (row.b if side == "B" else row.a)
            present = row.in_b if side == "B" else row.in_a
            if own is None or not (effect and effect.changed):
                continue
            if (row.one_sided and present) or row.same_effect is False or (suspect and suspect.label == row.label):
                wanted[own] = None
    order = [label(n) for n in range(len(diff.passes))]
    return sorted(wanted, key=order.index)


def pointed_at(diff: TraceDiff, side: str) -> list[str]:
    """`side`'s passes the diff's heuristic points at, in pipeline order: each function's suspect and the spike
    that later passes undo, where that pass changed the function on `side`. Each is left out alone once, so the
    report can say which the symptom survives (ruled out by experiment) whatever ddmin happened to try."""
    wanted: dict[str, None] = {}
    for story in diff.effects:
        for _, row in effects_pointed_at(story):
            own, effect = _side_label(diff, row.row, side), (row.b if side == "B" else row.a)
            if own is not None and effect is not None and effect.changed:
                wanted[own] = None
    order = [_side_label(diff, n, side) for n in range(len(diff.passes))]
    return sorted(wanted, key=order.index)


def _side_label(diff: TraceDiff, index: int, side: str) -> str | None:
    """The label of row `index`'s pass in `side`'s pipeline; None where that side lacks it."""
    return diff.passes[index].b_label if side == "B" else diff.passes[index].a_label


def transplants(a: Trace, b: Trace, side: str) -> list[list[str]]:
    """The aligned stages where `side`'s pipeline can resume on the other side's IR: [its pass label, the
    other's pass label, the other's IR file], in pipeline order (moved passes and unknown IR left out)."""
    other = a if side == "B" else b
    points: list[list[str]] = []
    last = 0
    for row in align_traces(a, b):
        mine, theirs = (row.b, row.a) if side == "B" else (row.a, row.b)
        if mine is None or theirs is None or row.moved or theirs.ir_file is None or mine.index <= last:
            continue
        if mine.changed or theirs.changed:
            points.append([mine.label, theirs.label, str(Path(str(other.root)) / theirs.ir_file)])
            last = mine.index
    return points


def option_swaps(a: Trace, b: Trace, side: str) -> list[list[str]]:
    """`side`'s passes that run with other options than the other side's aligned pass: [its pass label, the
    other's options], in pipeline order (a release's defaults change: canonicalize's region-simplify, ...; a
    compile option such as `--opt-level` reaches the binary pass's). Options naming a file or folder a pass
    writes are not compared and keep `side`'s own value: the other side's path is never written."""
    mine_trace, other_trace = (b, a) if side == "B" else (a, b)
    mine_specs, other_specs = (parse_expanded(t.expanded_pipeline) for t in (mine_trace, other_trace))
    swaps = []
    for row in align_traces(a, b):
        mine, theirs = (row.b, row.a) if side == "B" else (row.a, row.b)
        if mine is None or theirs is None or row.moved:
            continue
        if not (0 < mine.index <= len(mine_specs) and 0 < theirs.index <= len(other_specs)):
            continue
        own, other = mine_specs[mine.index - 1], other_specs[theirs.index - 1]
        if own.arg == other.arg and behaviour_options(own.options) != behaviour_options(other.options):
            swapped = other.options
            for name in path_options(own.options) | path_options(other.options):
                swapped = set_option(swapped, name, option_value(own.options, name) or "")
            swaps.append([mine.label, swapped])
    return swaps


def moves(a: Sequence[PassRecord], b: Sequence[PassRecord], side: str) -> list[list[str]]:
    """`side`'s passes that both sides run, but at another place relative to their aligned neighbours (the
    alignment's moved rows), each with where the other side runs it: [the pass's label, the label of `side`'s
    pass it is to run after ("" where the other side runs it first), the other side's label of that
    neighbour], in `side`'s pipeline order. The place is after the `side` pass aligned with the nearest pass
    before it in the other side's pipeline that is paired and not moved itself. A move that would leave
    the pipeline as it is (the neighbour already precedes the pass) is left out."""
    rows = align_passes(a, b)
    sides = [((row.b, row.a) if side == "B" else (row.a, row.b), row.moved) for row in rows if row.paired]
    anchors = {theirs.index: (theirs, mine) for (mine, theirs), moved in sides if not moved}
    mine_passes = {p.index: p for p in (b if side == "B" else a)}
    found = []
    for (mine, theirs), moved in sides:
        if not moved:
            continue
        neighbour = next((anchors[n] for n in range(theirs.index - 1, 0, -1) if n in anchors), None)
        anchor = neighbour[1] if neighbour else None
        if anchor == mine_passes.get(mine.index - 1):
            continue
        found.append((mine.index, [mine.label, anchor.label if anchor else "", neighbour[0].label if neighbour else ""]))
    return [move for _, move in sorted(found)]


def blame(a: Trace, b: Trace, *, metric: str | None = None, pattern: str = "", stage: str = "ptx",
          budget_s: float = DEFAULT_BUDGET_S, progress: Callable[[str], None] = lambda _: None) -> BlameResult:
    """Run the experiments for the pair and store the result beside B: B's pipeline first (what B runs that
    makes its value), then, where nothing there proved a cause, A's (what A runs that B no longer does).
    Where A has moved passes, both sides' direct experiments (the input swap, the moves: a few, each
    specific) run before either side's search, so a reordering proven on A's side never waits behind B's
    whole search and its budget. A side whose control fails runs nothing more; the other side's experiments
    still run. A window of both sides' passes (the resume bisection) is narrowed on the other side too. The
    verdict is checked against every recorded outcome (`BlameResult.contradictions`) before it is stored."""
    started = time.monotonic()
    diff = diff_traces(a, b)
    symptom, index = choose_symptom(diff, a, b, metric=metric, pattern=pattern, stage=stage)
    check_inputs(a, b)
    progress(f"symptom: {symptom.describe()} in {symptom.kernel}")
    moved = {side: moves(a.passes, b.passes, side) for side in ("B", "A")}
    pointed = {side: pointed_at(diff, side) for side in ("B", "A")}
    runs = ([("B", "direct"), ("A", "direct"), ("B", "search"), ("A", "search")] if moved["A"]
            else [("B", "all"), ("A", "all")])
    outcomes: list[SideOutcome] = []
    inconclusive: set[str] = set()  # sides whose control did not reproduce their value: nothing more runs there

    def run(side: str, phase: str, found: list[str], narrow: Sequence[str] = ()) -> SideOutcome:
        mine, theirs = (b, a) if side == "B" else (a, b)
        outcome = _experiment(mine, theirs, symptom, index, found, side, budget_s - (time.monotonic() - started),
                              progress, transplants(a, b, side), option_swaps(a, b, side), moved[side], phase,
                              [] if phase == "search" else pointed[side],  # tested in the direct phase
                              **({"narrow": list(narrow)} if narrow else {}))
        outcomes.append(outcome)
        if outcome.status == "inconclusive":
            inconclusive.add(side)
        return outcome

    for side, phase in runs:
        if side in inconclusive:
            continue
        trace = b if side == "B" else a
        found = candidates(diff, side) if phase != "direct" else []
        other_conclusive = any(o.side != side and o.status != "inconclusive" for o in outcomes)
        nothing_to_search = side == "A" and phase != "direct" and not found and other_conclusive
        if any(o.status in PROVEN for o in outcomes) or _left(budget_s, started) < 5 or nothing_to_search:
            break
        progress(f"{side}'s pipeline under DSL {trace.dsl_version} {trace.dsl_variant}: "
                 + ("the other input and the moved passes" if phase == "direct" else f"{len(found)} candidate passes"
                    + (f" ({', '.join(found)})" if found else "")))
        run(side, phase, found)
    final = next((o for o in outcomes if o.status in PROVEN), None)
    if final is not None and final.other_cause:
        final = _narrow_window(final, inconclusive, budget_s, started, progress, run)
    if final is not None:
        status, verdict = final.status, final.verdict
    else:
        status = "inconclusive" if outcomes and all(o.status == "inconclusive" for o in outcomes) else "unverified"
        searched = [o for o in outcomes if o.phase != "direct" or o.status == "inconclusive"] or outcomes
        verdict = "; ".join(o.verdict for o in searched)
    notes = [note for o in ([final] if final else []) + outcomes for note in o.notes]
    unmovable = [f"{o.side}'s {label}" for o in outcomes for label in o.unmovable]
    if unmovable:
        notes.append(f"moved between the releases, but not registered in the DSL's Python pass registry, so no "
                     f"experiment can move it: {', '.join(unmovable)}")
    untested = [f"everything on {o.side}'s pipeline (its input swap, moves, removals, options, resuming): "
                f"{o.verdict}" for o in outcomes if o.status == "inconclusive"]
    untested += [line for o in outcomes for line in o.untested]
    result = BlameResult(
        a=str(a.root), b=str(b.root), a_dsl=f"{a.dsl_version} {a.dsl_variant}", b_dsl=f"{b.dsl_version} {b.dsl_variant}",
        key=result_key(a, b, symptom), symptom=symptom, status=status,
        cause=final.cause if final else (), cause_side=final.cause_side if final else "B",
        other_cause=final.other_cause if final else (), verdict=verdict,
        notes=tuple(dict.fromkeys(notes)), untested=tuple(dict.fromkeys(untested)),
        how="; ".join(dict.fromkeys(f"{o.side}: {o.how}" for o in outcomes)),
        untouchable=tuple(dict.fromkeys(f"{o.side}:{label}" for o in outcomes for label in o.untouchable)),
        candidates=tuple(dict.fromkeys(f"{o.side}:{label}" for o in outcomes for label in o.candidates)),
        experiments=[e for o in outcomes for e in o.experiments],
        seconds=round(time.monotonic() - started, 1), budget_spent=any(o.budget_spent for o in outcomes))
    result = refuse_contradicted(result)
    save_result(b, result)
    return result


def _narrow_window(window: SideOutcome, inconclusive: set[str], budget_s: float, started: float,
                   progress: Callable[[str], None], run: Callable[..., SideOutcome]) -> SideOutcome:
    """A window found by resuming one side's pipeline on the other's IR names both sides' passes; the side that
    found it left its own out alone already. Here the other side's passes of the window are, each alone, under
    that side's release: the first whose removal gives the other value is the cause; else the window stands."""
    side = "A" if window.cause_side == "B" else "B"
    if side in inconclusive or _left(budget_s, started) < 5:
        return window
    words = window_words(window.cause_side, window.cause, window.other_cause)
    progress(f"{side}'s pipeline: narrowing the window ({words}) to one of {side}'s passes")
    narrowed = run(side, "narrow", [], window.other_cause)
    if narrowed.status != "verified":
        return window
    return replace(narrowed, notes=(f"the window {words} (found by resuming {window.cause_side}'s pipeline on "
                                    f"{side}'s IR) is narrowed to {side}'s {', '.join(narrowed.cause)}",
                                    *narrowed.notes))


def refuse_contradicted(result: BlameResult) -> BlameResult:
    """The result as it may be stored: a verified verdict that any recorded outcome contradicts (or that no
    recorded experiment proves) is refused, kept as unverified with the reasons, never written as verified."""
    problems = result.contradictions()
    if not problems:
        return result
    return replace(result, status="unverified", cause=(), other_cause=(),
                   verdict=f"no cause proven: the claim \"{result.verdict}\" is refused, the experiment log "
                           f"contradicts it ({problems[0]})",
                   notes=result.notes + tuple(f"refused: {problem}" for problem in problems[1:]))


def _left(budget_s: float, started: float) -> float:
    return budget_s - (time.monotonic() - started)


def check_inputs(a: Trace, b: Trace) -> None:
    """Refuse, before any experiment, a pair the experiments may not take as it is: a recorded pipeline that is
    malformed or not one the DSL runs (`cute_ir.capture.replay.admission`), an input that is no regular file or not the
    one its manifest records, a B/blame that is a link."""
    for trace in (a, b):
        check_recorded(trace.pipeline, trace.expanded_pipeline, f"trace {trace.root}")
        trace.read_checked(INPUT_BYTECODE)
    check_blame_folder(b)


def _experiment(trace: Trace, other: Trace, symptom: Symptom, index: int, found: list[str], side: str,
                budget_s: float, progress: Callable[[str], None], stages: list[list[str]],
                swaps: list[list[str]], moved: list[list[str]], phase: str, pointed: list[str],
                narrow: Sequence[str] = ()) -> SideOutcome:
    """Run the experiments on `side`'s pipeline in a child under its release; what they found (see the runner)."""
    kernel_function = trace.resources[min(index, len(trace.resources) - 1)].function
    # the runner reads the other side's files through its trace, checked; a path that is no file is left out
    other_root = Path(str(other.root)).resolve()
    other_input, other_text = other_root / INPUT_BYTECODE, other_root / "passes" / "000-input.mlir"
    request = ExperimentRequest(trace=str(Path(str(trace.root)).resolve()), symptom=symptom,
                                kernel_function=kernel_function, kernel_index=index, candidates=found,
                                budget_s=budget_s, side=side,
                                other_input=str(other_input) if os.path.lexists(other_input) else "",
                                other_input_text=str(other_text) if os.path.lexists(other_text) else "",
                                transplants=stages, option_swaps=swaps, moves=moved, phase=phase, pointed=pointed,
                                other_labels=[p.label for p in other.passes], narrow=list(narrow),
                                other_trace=str(other_root))
    exited = run_child("cute_ir.blame.runner", request, timeout=budget_s + 120, python=_python_of(trace),
                       prepare=_this_cute_ir, on_output=progress)
    report = exited.report or {}
    if exited.reported and report["exit"] == ExitCode.OK:
        return SideOutcome.from_json(report["outcome"])
    if exited.reported:  # the traces themselves are refused (a doctored pipeline)
        raise PipelineRefused(report["message"], hint=report.get("hint") or None)
    detail = report.get("error") or exited.stderr_tail
    last = detail.strip().splitlines()[-1] if detail.strip() else "no message"
    where = f"the experiments under DSL {trace.dsl_version} {trace.dsl_variant}"
    if exited.timed_out:
        raise ChildTimeoutError(f"{where} ran past their budget and were stopped: {last}")
    if exited.crashed:  # each experiment is forked: this is the process that runs them
        raise CompilerCrashedError(f"{where} crashed outside any experiment (signal {-exited.returncode}): {last}")
    raise EnvironmentProblem(f"{where} ended without a result (exit status {exited.returncode}): {last}",
                             hint="cute-ir's experiment runner failed in that release's environment; "
                                  "`cute-ir env add --force SPEC` rebuilds it")


def _this_cute_ir(scratch: Path, request: ExperimentRequest, env: dict[str, str]) -> ExperimentRequest:
    """Have the child run this cute-ir's experiment code, whichever install linked itself into the shared release
    environment, and none of that environment's site-packages (its DSL): the same link as a capture child's."""
    link = scratch / "cute-ir"
    link_for_child(link, None)
    env[LINK_ENV] = str(link)
    return request


def _python_of(trace: Trace) -> Path:
    """The interpreter of the trace's own release: this one where it has that release, else its environment."""
    from cute_ir.releases.environments import python_for

    return python_for(format_spec(trace.dsl_version, trace.dsl_variant))
