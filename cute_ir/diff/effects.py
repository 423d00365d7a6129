"""What each pass did to each function, compared between A and B.

Comparing the IR *after* each pass finds nothing once the inputs differ a little (two dead ops
left by one release's front end make every later state differ), and blames whatever pass runs
first after a reordering. Comparing what each pass *did* does not: a pass's effect on a function is
the lines it added and removed, taken as multisets of line shapes (value names blanked, so that
renumbering is no change; locations are already normalized away). Where A's and B's effects are
equal the pass did the same work in both releases, whatever its input.

Per function, along the aligned rows, this gives:
- the passes present on one side only that changed the function (a pass new in one release);
- the first aligned pass whose effect differs between A and B;
- the size of the A-vs-B difference after every row, and the row where the part of it that persists
  to the function's last IR (the llvm-only stop, for a kernel) jumps the most: a *suspect*, never a
  proven cause. A heuristic cannot tell a cause from a pass that merely reshaped a difference; only an
  experiment can (`cute_ir.blame`), and the report says which of the two it shows.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from cute_ir.diff.align import AlignedPass
from cute_ir.diff.functions import FunctionKind, TextSplit
from cute_ir.diff.renaming import blank_mlir_names
from cute_ir.textutil import common_count
from cute_ir.trace import INPUT_FILE, Trace

_KIND_ORDER = {kind: n for n, kind in enumerate(FunctionKind)}


@dataclass(frozen=True)
class Effect:
    """What one pass did to one function on one side: line shapes added and removed."""

    added: int
    removed: int
    exact: bool = True  # the IR before and after the pass is the real pipeline's (printed, or proven equal)

    @property
    def changed(self) -> bool:
        return bool(self.added or self.removed)

    def __str__(self) -> str:
        return f"+{self.added} -{self.removed}" if self.changed else "no change"


@dataclass(frozen=True)
class RowEffect:
    """One aligned row for one function: each side's effect and the difference left after it."""

    row: int  # index into TraceDiff.passes
    label: str
    stage: str
    a: Effect | None  # None: the pass is not in A, or its IR was not captured
    b: Effect | None
    in_a: bool
    in_b: bool
    effect_difference: int  # lines by which A's and B's effects differ (0 where a side is unknown)
    difference: int | None  # size of the A-vs-B difference of the function after the row; None: unknown
    lines: int = 0  # lines of the function in A and in B after the row, together
    unproven: str = ""  # which side's pass here is not proven to be the real pipeline's, and why

    @property
    def one_sided(self) -> bool:
        return self.in_a != self.in_b

    @property
    def changed_function(self) -> bool:
        """Did the pass change the function on a side (a pass that changed nothing is never a suspect)?"""
        return bool((self.a and self.a.changed) or (self.b and self.b.changed))

    @property
    def same_effect(self) -> bool | None:
        if self.a is None or self.b is None:
            return None
        return self.effect_difference == 0

    @property
    def exact(self) -> bool:
        return all(effect.exact for effect in (self.a, self.b) if effect is not None)

    @property
    def side(self) -> str:
        """"A", "B" or "A and B": where the row's pass ran."""
        return "A and B" if self.in_a and self.in_b else ("A" if self.in_a else "B")


# Past this share of a function's input lines (A's and B's together) differing, the per-pass effects
# are not compared: the GEMMs of two architectures differ in 91 % of their kernel's input lines and
# 59 % of their host function's, and every pass's effect on them differs.
COMPARABLE_INPUT_SHARE = 0.5


@dataclass
class FunctionEffects:
    """The per-pass story of one function in A and B."""

    function: str  # A's key; B's where only B has the function
    b_function: str  # B's key (a kernel's hashed name can differ between releases)
    kind: FunctionKind
    input_difference: int
    input_lines: int = 0  # lines of the function in A's and B's input, together
    rows: list[RowEffect] = field(default_factory=list)

    @property
    def final_difference(self) -> int:
        """The difference at the function's last IR (`stop`); the input's where no row knows it."""
        known = [r.difference for r in self.rows[: self.stop + 1] if r.difference is not None]
        return known[-1] if known else self.input_difference

    @property
    def stop(self) -> int:
        """Index of the last row where the function still exists on a side: the llvm-only stop for a kernel
        (the binary pass swallows its gpu.module, and the difference of two absent functions is 0, which
        says nothing about the code)."""
        present = [n for n, r in enumerate(self.rows) if r.difference is not None and r.lines]
        return present[-1] if present else -1

    def _points(self) -> list[tuple[RowEffect | None, int, float]]:
        """(row, difference, share of the function's lines that differ) at the input and at every row up to
        the stop where the difference is known."""
        points: list[tuple[RowEffect | None, int, float]] = [
            (None, self.input_difference, self.input_difference / max(self.input_lines, 1))]
        for row in self.rows[: self.stop + 1]:
            if row.difference is not None:
                points.append((row, row.difference, row.difference / max(row.lines, 1)))
        return points

    @staticmethod
    def _persisting(points: list[tuple[RowEffect | None, int, float]]) -> list[float]:
        """Per point, the share of the difference that every later point up to the stop still has."""
        persisting, lowest = [0.0] * len(points), float("inf")
        for n in range(len(points) - 1, -1, -1):
            lowest = min(lowest, points[n][2])
            persisting[n] = lowest
        return persisting

    @property
    def input_persists(self) -> bool:
        """Does the input's difference stay until the stop (A and B never agree on the function)?"""
        return self.input_difference > 0 and min(difference for _, difference, _ in self._points()) > 0

    @property
    def one_sided_changes(self) -> list[RowEffect]:
        """Passes present on one side only that changed the function."""
        return [r for r in self.rows if r.one_sided and ((r.a and r.a.changed) or (r.b and r.b.changed))]

    @property
    def inputs_comparable(self) -> bool:
        """Whether A's and B's input of the function are alike enough for comparing what each pass did to
        them: at most `COMPARABLE_INPUT_SHARE` of their lines differ. Two other programs (another kernel,
        another tile) give every pass another effect, and the first pass whose effect differs is merely
        the first pass that changed the function."""
        return self.input_difference <= COMPARABLE_INPUT_SHARE * self.input_lines

    @property
    def first_effect_difference(self) -> RowEffect | None:
        """The first aligned pass (in A and B) whose effect on the function differs; None where the inputs
        are not comparable (`inputs_comparable`)."""
        if not self.inputs_comparable:
            return None
        return next((r for r in self.rows if not r.one_sided and r.same_effect is False), None)

    @property
    def growth(self) -> list[tuple[str, int]]:
        """(label, difference) where the difference changed, starting with the input's."""
        points = [("input", self.input_difference)]
        for row in self.rows:
            if row.difference is not None and row.difference != points[-1][1]:
                points.append((row.label, row.difference))
        return points

    @property
    def jump(self) -> tuple[RowEffect, int, int] | None:
        """(row, difference before, after) where the difference that persists to the stop grew most; None
        if no pass made it grow for good.

        Growth is measured as the share of the function's lines that differ: a pass that expands every op
        into four multiplies an existing difference by four without adding one of its own. Only the share
        that every later row up to the stop keeps counts: a spike that later passes undo explains nothing
        in the code (`spike`). A row whose passes changed the function on neither side is never picked: its
        growth came from a pass whose IR was not captured before it.
        """
        points = self._points()
        persisting = self._persisting(points)
        best: tuple[RowEffect, int, int] | None = None
        best_growth = 0.0
        for n in range(1, len(points)):
            row, difference, _ = points[n]
            growth = persisting[n] - persisting[n - 1]
            if row is not None and row.changed_function and difference > points[n - 1][1] and growth > best_growth:
                best, best_growth = (row, points[n - 1][1], difference), growth
        return best

    @property
    def spike(self) -> tuple[RowEffect, int, int, str] | None:
        """(row, difference before, after, the row that undid it) for the largest growth that later passes
        undo before the stop: reported, never blamed."""
        points = self._points()
        persisting = self._persisting(points)
        jump = self.jump
        best: tuple[RowEffect, int, int, str] | None = None
        for n in range(1, len(points)):
            row, difference, _ = points[n]
            before = points[n - 1][1]
            if row is None or not row.changed_function or difference <= before or (jump and jump[0] is row):
                continue
            if persisting[n] > persisting[n - 1]:
                continue  # at least part of it stays
            undone = next((r for r, d, _ in points[n + 1:] if d <= before), None)
            if undone is not None and (best is None or difference - before > best[2] - best[1]):
                best = (row, before, difference, undone.label)
        return best

    @property
    def differs(self) -> bool:
        return bool(self.input_difference or any(r.difference or r.effect_difference for r in self.rows)) or bool(
            self.one_sided_changes
        )


UNVERIFIED = "unverified: picked by a heuristic from the captured IR; no experiment has tested it"


@dataclass(frozen=True)
class Culprit:
    """The heuristic suspect behind a function's difference, and why it was picked: unverified until an
    experiment re-runs the pipeline without it (`cute_ir.blame`)."""

    function: str
    kind: FunctionKind
    label: str
    stage: str
    side: str  # where the pass ran: "A", "B" or "A and B"
    reason: str  # "largest-jump", "one-sided", "effect-differs"
    before: int  # the function's A-vs-B difference before the pass (lines)
    after: int  # and after it
    exact: bool  # both sides' IR around the pass is the real pipeline's (printed, or proven equal)
    unproven: str = ""  # otherwise, which side's pass is not proven and why (PassRecord.evidence)
    claim: str = UNVERIFIED


def culprit(story: FunctionEffects) -> Culprit | None:
    """The heuristic suspect (never a proven cause; see `cute_ir.blame`): the row where the part of the
    function's difference that persists grows most; else the first pass of one side that changed it; else
    the first aligned pass whose effect differs. None where the difference never grew for good and is gone
    at the stop (a pass that removed the input's difference explains nothing), or where the input's own
    difference persists and no pass added to it (the input is then the suspect)."""
    jump = story.jump
    if jump is None and (story.final_difference == 0 or story.input_persists):
        return None
    if jump is not None:
        row, before, after = jump
        reason = "largest-jump"
    else:
        row = next(iter(story.one_sided_changes), None) or story.first_effect_difference
        if row is None:
            return None
        reason = "one-sided" if row.one_sided else "effect-differs"
        before = after = row.difference or 0
    return Culprit(story.function, story.kind, row.label, row.stage, row.side, reason, before, after, row.exact,
                   row.unproven)


def pointed_at(story: FunctionEffects) -> list[tuple[str, RowEffect]]:
    """The rows the heuristic points at in a function, each with its role: the suspect's ("suspect") and the
    spike later passes undo ("spike"). `cute-ir blame` tests each alone; the report says what that showed."""
    suspect, spike = culprit(story), story.spike
    return [("suspect", row) for row in story.rows if suspect and row.label == suspect.label] + (
        [("spike", spike[0])] if spike else [])


def pass_effects(
    rows: Sequence[AlignedPass],
    a: Trace,
    b: Trace,
    text: Callable[[Trace, str], str],
    split: Callable[[str], TextSplit] = TextSplit,
) -> list[FunctionEffects]:
    """The effect of every aligned pass on every function of the input, kernels first.

    `text(trace, relative)` gives a trace file's normalized IR, `split(module)` its function split: the
    diffing process passes the ones it made for its own walks, so no state is cut twice.
    """
    shapes = _Shapes(split)
    a_input, b_input = text(a, INPUT_FILE), text(b, INPUT_FILE)
    pairs = _pair_functions(shapes.split(a_input), shapes.split(b_input))
    a_sides = _own_effects(a, text)
    b_sides = _own_effects(b, text)
    found: list[FunctionEffects] = []
    for a_key, b_key, kind in pairs:
        story = FunctionEffects(
            function=a_key or b_key or "",
            b_function=b_key or a_key or "",
            kind=kind,
            input_difference=shapes.difference(a_input, a_key, b_input, b_key),
            input_lines=shapes.lines(a_input, a_key) + shapes.lines(b_input, b_key),
        )
        state_a: str | None = a_input
        state_b: str | None = b_input
        a_at = b_at = -1
        for index, row in enumerate(rows):
            if row.a is not None and row.a.index > a_at:
                a_at, state_a = row.a.index, a_sides[row.a.index][1]
            if row.b is not None and row.b.index > b_at:
                b_at, state_b = row.b.index, b_sides[row.b.index][1]
            a_effect = shapes.effect(a_sides[row.a.index], a_key) if row.a is not None else None
            b_effect = shapes.effect(b_sides[row.b.index], b_key) if row.b is not None else None
            effect_difference = 0
            if a_effect is not None and b_effect is not None:
                effect_difference = shapes.effect_difference(
                    a_sides[row.a.index], a_key, b_sides[row.b.index], b_key  # type: ignore[union-attr]
                )
            difference = (
                None if state_a is None or state_b is None else shapes.difference(state_a, a_key, state_b, b_key)
            )
            story.rows.append(
                RowEffect(
                    row=index,
                    label=_label(row),
                    stage=row.stage,
                    a=a_effect,
                    b=b_effect,
                    in_a=row.a is not None,
                    in_b=row.b is not None,
                    effect_difference=effect_difference,
                    difference=difference,
                    lines=0 if difference is None else shapes.lines(state_a, a_key) + shapes.lines(state_b, b_key),
                    unproven=_unproven(row),
                )
            )
        found.append(story)
    return found


def _unproven(row: AlignedPass) -> str:
    return "; ".join(
        f"{side}'s {record.label} is {record.fidelity.value}" + (f": {record.evidence}" if record.evidence else "")
        for side, record in (("A", row.a), ("B", row.b))
        if record is not None and not record.proven
    )


def _label(row: AlignedPass) -> str:
    a_label = row.a.label if row.a else None
    b_label = row.b.label if row.b else None
    if a_label == b_label or b_label is None:
        return str(a_label)
    return b_label if a_label is None else f"{a_label} / {b_label}"


_Side = tuple[str | None, str | None, bool]  # (IR before, IR after, both printed by the real pipeline)


def _own_effects(trace: Trace, text: Callable[[Trace, str], str]) -> dict[int, _Side]:
    """Pass index -> (IR before it, IR after it, exact) in the trace's own pipeline order.

    A skipped pass has no IR after it; the pass after it starts from the last IR known, which the
    replay also started from. An effect is exact where the IR on both ends is proven to be the real
    pipeline's (`PassRecord.proven`): printed by it, or proven equal.
    """
    sides: dict[int, _Side] = {}
    before: str | None = text(trace, INPUT_FILE)
    before_proven = True  # the input is what the DSL handed to its pipeline
    for record in trace.passes:
        after = None if record.ir_file is None else text(trace, record.ir_file)
        sides[record.index] = (before, after, before_proven and record.proven)
        if after is not None:
            before = after
            before_proven = record.proven
        else:  # the next pass starts from the last IR known, as the replay did; proven if this one was idle
            before_proven = before_proven and record.proven
    return sides


def _pair_functions(
    a: TextSplit, b: TextSplit
) -> list[tuple[str | None, str | None, FunctionKind]]:
    """(A's key, B's key, kind): same keys pair, the rest pair by kind in order (a renamed kernel)."""
    b_keys = [key for key, _ in b.pieces]
    unpaired_b = [(key, kind) for key, kind in b.pieces if key not in {k for k, _ in a.pieces}]
    pairs: list[tuple[str | None, str | None, FunctionKind]] = []
    for key, kind in a.pieces:
        if key in b_keys:
            pairs.append((key, key, kind))
            continue
        match = next((entry for entry in unpaired_b if entry[1] is kind), None)
        if match is not None:
            unpaired_b.remove(match)
        pairs.append((key, match[0] if match else None, kind))
    pairs.extend((None, key, kind) for key, kind in unpaired_b)
    return sorted(pairs, key=lambda pair: _KIND_ORDER[pair[2]])


_Piece = tuple[str, int]  # a function's unspelled text and the id of its module's alias table


class _Shapes:
    """Functions' line-shape multisets, each computed once per distinct text.

    A shape is a line with its value names blanked and the module's aliases spelled out. The lines
    of a function are counted as the module has them and only the distinct shapes are spelled out:
    regular code repeats a few shapes many times, and spelling every line cost most of the time.
    Multisets are compared by the counts of their common shapes (`common_count`), not by `Counter`'s
    subtraction, which loops in Python over both sides (a sixth of the time on the largest traces).
    """

    def __init__(self, split: Callable[[str], TextSplit]) -> None:
        self.split = split
        self._alias_ids: dict[frozenset[tuple[str, str]], int] = {}
        self._split_alias_id: dict[int, int] = {}
        self._counts: dict[_Piece, Counter[str]] = {}
        self._pieces: dict[tuple[str, str], _Piece | None] = {}
        self._line_counts: dict[_Piece | None, int] = {None: 0}
        self._differences: dict[tuple[_Piece | None, _Piece | None], int] = {}
        self._deltas: dict[tuple[_Piece | None, _Piece | None], tuple[Counter[str], Counter[str]]] = {}

    def piece(self, module: str | None, key: str | None) -> _Piece | None:
        if module is None or key is None:
            return None
        if (module, key) not in self._pieces:
            self._pieces[module, key] = self._piece(module, key)
        return self._pieces[module, key]

    def _piece(self, module: str, key: str) -> _Piece | None:
        split = self.split(module)
        text = split.unspelled(key)
        if text is None:
            return None
        if id(split) not in self._split_alias_id:
            table = frozenset(split.aliases.items())
            self._split_alias_id[id(split)] = self._alias_ids.setdefault(table, len(self._alias_ids))
        alias_id = self._split_alias_id[id(split)]
        if (text, alias_id) not in self._counts:
            blanked = Counter(map(str.strip, blank_mlir_names(text).splitlines()))
            blanked.pop("", None)
            counts: Counter[str] = Counter()
            aliased = [line for line in blanked if "!" in line or "#" in line]
            if aliased and split.aliases:  # spelled out in one go: one call per line cost more than the spelling
                for line, spelled in zip(aliased, split.spell("\n".join(aliased)).split("\n")):
                    counts[spelled] += blanked.pop(line)
            counts.update(blanked)
            self._counts[text, alias_id] = counts
            self._line_counts[text, alias_id] = counts.total()
        return text, alias_id

    def lines(self, module: str | None, key: str | None) -> int:
        """Non-blank lines of the function in the module (0 where it has none)."""
        return self._line_counts[self.piece(module, key)]

    def counts(self, piece: _Piece | None) -> Counter[str]:
        return Counter() if piece is None else self._counts[piece]

    def difference(self, a_module: str, a_key: str | None, b_module: str, b_key: str | None) -> int:
        """Lines of the function in A not in B plus lines in B not in A, renumbering aside."""
        a_piece, b_piece = self.piece(a_module, a_key), self.piece(b_module, b_key)
        if a_piece == b_piece:
            return 0
        if (a_piece, b_piece) not in self._differences:
            a_counts, b_counts = self.counts(a_piece), self.counts(b_piece)
            found = self._line_counts[a_piece] + self._line_counts[b_piece] - 2 * common_count(a_counts, b_counts)
            self._differences[a_piece, b_piece] = found
        return self._differences[a_piece, b_piece]

    def effect(self, side: _Side, key: str | None) -> Effect | None:
        before, after, exact = side
        if before is None or after is None:
            return None
        added, removed = self._delta(side, key)
        return Effect(added.total(), removed.total(), exact)

    def effect_difference(self, a_side: _Side, a_key: str | None, b_side: _Side, b_key: str | None) -> int:
        """Lines by which the effects differ: added by one side and not the other, and so for removed."""
        a_added, a_removed = self._delta(a_side, a_key)
        b_added, b_removed = self._delta(b_side, b_key)
        return sum(
            x.total() + y.total() - 2 * common_count(x, y) for x, y in ((a_added, b_added), (a_removed, b_removed))
        )

    def _delta(self, side: _Side, key: str | None) -> tuple[Counter[str], Counter[str]]:
        before, after = self.piece(side[0], key), self.piece(side[1], key)
        if before == after:
            return Counter(), Counter()
        if (before, after) not in self._deltas:
            before_counts, after_counts = self.counts(before), self.counts(after)
            added, removed = _exceeding(after_counts, before_counts), _exceeding(before_counts, after_counts)
            self._deltas[before, after] = (added, removed)
        return self._deltas[before, after]


def _exceeding(x: Counter[str], y: Counter[str]) -> Counter[str]:
    """`x - y` of multisets with positive counts, with one lookup per shape of `x`."""
    get = y.get
    return Counter({shape: count - get(shape, 0) for shape, count in x.items() if count > get(shape, 0)})
