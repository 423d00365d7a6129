"""Compare two traces pass by pass: what differs, per function, and where the difference began.

Both traces are compared after normalization (`cute_ir.normalize.rules`), so locations, kernel counters
and binary blobs never count as a difference. Walking the aligned passes in order, the IR each
trace holds is compared before and after every row: the first row where the two were identical
before and differ after is *the first divergent pass*. When they differ already before the first
pass (the Python front end produced other IR), that is reported first, and the same walk is done
for every function whose own input IR was identical, which finds where device code diverged
although a host constant differed from the start.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from functools import partial
from pathlib import Path
from typing import Any

from cute_ir.trace.blame import PRESENT, BlameResult, stored_results
from cute_ir.diff.align import AlignedPass, align_traces
from cute_ir.diff.effects import Culprit, FunctionEffects, culprit, pass_effects, pointed_at
from cute_ir.diff.forked import in_a_child
from cute_ir.diff.functions import FunctionKind, ModuleSplit, ShownTextSplit, TextSplit, split_pair
from cute_ir.diff.renaming import NO_NAMES, PTX_NAMES, diff_size, renamed_unified_diff
from cute_ir.diff.resources import ResourceDelta, resource_deltas
from cute_ir.errors import BadInputError
from cute_ir.normalize.rules import normalize
from cute_ir.normalize.files import SharedNormalization, StoredText
from cute_ir.trace import INPUT_FILE, PassRecord, Trace, require_ir
from cute_ir.stages import HOST_STAGE, INPUT_STAGE


class DiffStatus(str, Enum):
    """How one row or function compares between A and B (named apart from the registry's `Status`, a verdict)."""

    IDENTICAL = "identical"
    CHANGED = "changed"
    ONLY_IN_A = "only-in-a"
    ONLY_IN_B = "only-in-b"
    UNKNOWN = "unknown"  # a side's IR was not captured (skipped pass, missing artifact)


@dataclass
class FunctionDiff:
    """One function of a changed row; its diff is computed when first read (a large kernel's
    renumbering-insensitive diff takes a second, and a report shows few of them)."""

    key: str
    kind: FunctionKind
    status: DiffStatus
    compute_diff: Callable[[], list[str]] | None = field(default=None, repr=False, compare=False)
    _diff: list[str] | None = field(default=None, repr=False, compare=False)

    @property
    def diff(self) -> list[str]:
        """Unified diff, B's value names mapped onto A's; [] when only value numbering differs."""
        if self._diff is None:
            self._diff = self.compute_diff() if self.compute_diff else []
        return self._diff

    @property
    def size(self) -> tuple[int, int]:
        return diff_size(self.diff)


@dataclass
class Comparison:
    """One aligned row (a pass, the input or an artifact) and how A and B differ there.

    The per-function diffs of a changed row are computed when first asked for: after a divergence
    every row differs, and diffing them all costs far more than finding out that they differ.
    """

    stage: str
    a_label: str | None  # "005-cute-expand-ops", "input", "ptx"; None when A lacks it
    b_label: str | None
    status: DiffStatus
    moved: bool = False
    # Why a difference here may be an artefact of the replay, not of the compiler: a side's IR after this
    # row is not proven to be the real pipeline's (cute_ir.capture.replay.proof); "" when both are proven.
    unproven: str = ""
    # Given a function key, only that function's entries; given None, every function's.
    compute_functions: Callable[[str | None], list[FunctionDiff]] | None = field(
        default=None, repr=False, compare=False
    )
    _functions: list[FunctionDiff] | None = field(default=None, repr=False, compare=False)

    @property
    def functions(self) -> list[FunctionDiff]:
        if self._functions is None:
            self._functions = self.compute_functions(None) if self.compute_functions else []
        return self._functions

    def functions_named(self, key: str) -> list[FunctionDiff]:
        """The entries of function `key` alone: no other function of the row is printed or compared."""
        if self._functions is not None or self.compute_functions is None:
            return [function for function in self.functions if function.key == key]
        return self.compute_functions(key)

    @property
    def label(self) -> str:
        if self.a_label == self.b_label or self.b_label is None:
            return str(self.a_label)
        return self.b_label if self.a_label is None else f"{self.a_label} / {self.b_label}"


@dataclass(frozen=True)
class Divergence:
    """Where A and B stopped holding the same IR."""

    row: int  # index into TraceDiff.passes
    label: str
    stage: str
    exact: bool  # False: the IR before the row was not captured on a side; it began at or before it
    function: str = ""  # the function that diverged; "" for the whole module


@dataclass(frozen=True)
class SuspectTest:
    """What `cute-ir blame`'s experiments showed of a pass the heuristic pointed at (a function's suspect, or a
    spike later passes undo): the pipeline re-run without that pass alone, or with the pass neutralised (run
    with the other side's options) where the pipeline needs it. A pass the symptom survives is ruled out by
    experiment; one never tested alone is untested, whatever the heuristic thought of it."""

    function: str
    role: str  # "suspect" (the heuristic's pick) or "spike" (a growth later passes undo, never blamed)
    label: str  # the aligned row's label ("021-convert-cute-to-core", "005-x / 006-x")
    side: str = ""  # whose pipeline the experiment left it out of; "" where no experiment did
    outcome: str = ""  # PRESENT (ruled out), GONE (its removal alone gives the other value), OTHER, FAILED; ""
    value: int | bool | None = None
    measured: str = ""  # what the value is of ("stack bytes", "the ptx pattern")
    experiment: str = ""  # the experiment, in words ("B's pipeline without 021-convert-cute-to-core")
    detail: str = ""  # why it failed, where it did; why no experiment could test it, where known
    seconds: float = 0.0

    @property
    def ruled_out(self) -> bool:
        return self.outcome == PRESENT


# The root a side reports once its trace was removed after the diff (diff-versions without -o).
REMOVED_ROOT = "not kept: -o DIR keeps it"


@dataclass
class TraceSide:
    root: str
    kernel: str
    dsl: str
    arch: str
    failure: str = ""  # how the compile failed ("pass-failed in pass 42 (cuda-to-binary): ..."); "" when it did not


@dataclass
class TraceDiff:
    a: TraceSide
    b: TraceSide
    input: Comparison
    passes: list[Comparison]
    artifacts: list[Comparison]
    resources: list[ResourceDelta]
    first_divergence: Divergence | None
    function_divergences: list[Divergence] = field(default_factory=list)  # when the input differs
    # What `cute-ir blame` proved for this pair by experiment (stored beside B): the only source of a verified cause.
    experiments: list[BlameResult] = field(default_factory=list)
    # Stored results for this pair that are not shown as verdicts, each with why (stale, or not sealed here).
    experiments_set_aside: list[str] = field(default_factory=list)
    # What each pass did, per function: computed when first asked for, unless the diff's child brought it.
    compute_effects: Callable[[], list[FunctionEffects]] | None = field(default=None, repr=False, compare=False)
    _effects: list[FunctionEffects] | None = field(default=None, repr=False, compare=False)

    @property
    def effects(self) -> list[FunctionEffects]:
        if self._effects is None:
            self._effects = self.compute_effects() if self.compute_effects else []
        return self._effects

    @property
    def culprits(self) -> list[Culprit]:
        """Per function that differs, the heuristic suspect behind it (kernels first; unverified)."""
        found = (culprit(story) for story in self.effects)
        return [c for c in found if c is not None]

    @property
    def suspect_tests(self) -> list[SuspectTest]:
        """Per function that differs, what the stored experiments showed of its heuristic suspect and of its
        spike: [] until `cute-ir blame` ran for this pair."""
        results = [r for r in self.experiments if r.experiments]
        if not results:
            return []
        found: dict[tuple[str, str], SuspectTest] = {}
        for story in self.effects:
            if not story.differs:
                continue
            for role, row in pointed_at(story):
                found.setdefault((story.function, row.label), _tested(story.function, role, self.passes[row.row], results))
        return list(found.values())

    @property
    def input_differs(self) -> bool:
        return self.input.status is DiffStatus.CHANGED

    @property
    def differs(self) -> bool:
        """A difference was found (a compile that failed on one side only, or otherwise, is one); a row
        whose IR was not captured on a side is not one."""
        rows = [self.input, *self.passes, *self.artifacts]
        found = any(r.status not in (DiffStatus.IDENTICAL, DiffStatus.UNKNOWN) for r in rows)
        return found or any(d.changed for d in self.resources) or self.a.failure != self.b.failure

    @property
    def unknown(self) -> int:
        return sum(r.status is DiffStatus.UNKNOWN for r in [*self.passes, *self.artifacts])

    def to_json(self, *, all_diffs: bool = False) -> dict[str, Any]:
        """The diff as JSON. The IR diff text is kept for the rows that explain the difference (the input, the
        first divergences, each function's suspect) unless `all_diffs`: after a divergence every row differs
        and their diffs mostly repeat it (two Hopper GEMMs across releases gave 44.7 MB with all of them)."""
        detailed = None if all_diffs else self.explaining_rows()
        return _jsonable(self, detailed)

    def explaining_rows(self) -> set[str]:
        """Labels of the rows whose IR diff explains the difference: first divergences and suspects."""
        divergences = [self.first_divergence, *self.function_divergences]
        return {"input"} | {d.label for d in divergences if d is not None} | {c.label for c in self.culprits}


def _tested(function: str, role: str, row: Comparison, results: list[BlameResult]) -> SuspectTest:
    """What removing (or neutralising) the row's pass alone did, B's pipeline's experiment first, then A's."""
    for result in results:
        for side, own in (("B", row.b_label), ("A", row.a_label)):
            experiment = result.test_of(own, side) if own else None
            if experiment is not None:
                symptom = result.symptom
                measured = f"the {symptom.stage} pattern" if symptom.pattern else symptom.metric.replace("_", " ")
                return SuspectTest(function, role, row.label, side, experiment.outcome, experiment.value, measured,
                                   experiment.describe(), experiment.detail, experiment.seconds)
    unregistered = [f"{side}'s {own}" for result in results for side, own in (("B", row.b_label), ("A", row.a_label))
                    if own and f"{side}:{own}" in result.untouchable]
    if unregistered:
        why = f"{unregistered[0]} is not registered in the DSL's Python pass registry: no experiment can run or remove it"
    elif row.stage == HOST_STAGE:
        why = "it runs after the binary pass, whose cubin every experiment measures"
    else:
        why = ""
    return SuspectTest(function, role, row.label, detail=why)


def diff_traces(a: Trace, b: Trace, *, allow_other_kernel: bool = False, show_input: bool = True,
                meanwhile: Callable[[], object] | None = None) -> TraceDiff:
    """Everything that differs between traces A and B, aligned pass by pass.

    With `show_input` (the text report shows it first) the input's per-function diffs are made while the
    effects child works; without (the compare page, on a budget), when first read. `meanwhile` is the
    caller's own work, done in this process while that child works (the compare page encodes its payloads)."""
    if not allow_other_kernel and not _same_kernel(a, b):
        raise BadInputError(
            f"the traces are of different kernels: {a.kernel.name} ({a.kernel.source_file}) in {a.root} "
            f"and {b.kernel.name} ({b.kernel.source_file}) in {b.root}",
            hint="diff two captures of one kernel, or pass --any-kernels to compare them anyway",
        )
    require_ir(a)
    require_ir(b)
    ir = _NormalizedIR()
    rows = align_traces(a, b)
    with ir.normalizing(a, b):
        input_row = ir.compare(INPUT_STAGE, a, INPUT_FILE, "input", b, INPUT_FILE, "input")
    passes = [_compare_row(row, a, b, ir) for row in rows]
    module_divergence = _divergence(rows, passes, a, b, ir, str.__eq__)
    walks: Callable[[], list[Divergence]] = list
    if input_row.status is DiffStatus.CHANGED:
        walks = partial(_function_divergences, rows, passes, a, b, ir)
    effects = partial(pass_effects, rows, a, b, ir.text, ir.split)
    # The functions' walks and the per-pass effects cut the states into functions once, in a child, while
    # this process diffs the input and the artifacts: on two cores the halves take about as long.
    child = in_a_child(lambda: (walks(), effects()))
    if show_input and input_row.status is DiffStatus.CHANGED:  # every report shows it first
        for function in input_row.functions:
            _ = function.diff
    artifacts = [_compare_artifact(kind, a, b) for kind in ("ptx", "sass") if kind in {*a.artifacts, *b.artifacts}]
    if meanwhile is not None:
        meanwhile()
    function_divergences, found_effects = (walks(), None) if child is None else child()
    experiments, set_aside = stored_results(a, b)
    return TraceDiff(
        a=_side(a),
        b=_side(b),
        input=input_row,
        passes=passes,
        artifacts=artifacts,
        resources=resource_deltas(a, b),
        first_divergence=module_divergence,
        function_divergences=function_divergences,
        experiments=experiments,
        experiments_set_aside=set_aside,
        compute_effects=effects,
        _effects=found_effects,
    )


def _same_kernel(a: Trace, b: Trace) -> bool:
    """One registered instance, or variants of one kernel (same source file, other dtype or tile)."""
    if a.kernel.name == b.kernel.name:
        return True
    files = (Path(a.kernel.source_file).name, Path(b.kernel.source_file).name)
    return bool(files[0]) and files[0] == files[1]


class _NormalizedIR:
    """Normalized IR and its functions by trace file, each computed once: passes share files."""

    def __init__(self) -> None:
        self._texts: dict[tuple[str, str], str] = {}
        self._by_content: dict[str, str] = {}
        self._splits: dict[str, TextSplit] = {}
        self._diffs: dict[tuple[tuple[str, str], tuple[str, str]], list[FunctionDiff]] = {}
        self._shared: SharedNormalization | None = None

    @contextmanager
    def normalizing(self, *traces: Trace) -> Iterator[None]:
        """Normalize every IR file of the traces, each distinct text once: the input files when first
        asked for; the rest by a worker process while the block runs (where there is a second core and
        enough IR) and by this process when it ends."""
        wanted = {
            (str(trace.root), relative): trace
            for trace in traces
            for relative in [INPUT_FILE, *(p.ir_file for p in trace.passes if p.ir_file)]
        }
        files = {key: trace.location(key[1]) for key, trace in wanted.items()}
        stored = {files[key]: _stored_text(trace, key[1], files[key]) for key, trace in wanted.items()}
        needed_first = [files[str(t.root), INPUT_FILE] for t in traces]
        with SharedNormalization("mlir", stored, needed_first=needed_first, comparing=True) as shared:
            self._shared = shared
            try:
                yield
            finally:
                self._shared = None
            normalized = shared.finish()
        self._texts.update({key: normalized[path] for key, path in files.items()})

    def text(self, trace: Trace, relative: str) -> str:
        key = (str(trace.root), relative)
        if key not in self._texts and self._shared is not None:
            self._texts[key] = self._shared.text(trace.location(relative))
        if key not in self._texts:
            raw = trace.read_text(relative)
            if raw not in self._by_content:  # two runs of one release share most files byte for byte
                self._by_content[raw] = normalize("mlir", raw, comparing=True)
            self._texts[key] = self._by_content[raw]
        return self._texts[key]

    def after(self, trace: Trace, record: PassRecord) -> str | None:
        return None if record.ir_file is None else self.text(trace, record.ir_file)

    def compare(
        self,
        stage: str,
        a: Trace,
        a_file: str | None,
        a_label: str | None,
        b: Trace,
        b_file: str | None,
        b_label: str | None,
    ) -> Comparison:
        if a_file is None or b_file is None:
            return Comparison(stage, a_label, b_label, DiffStatus.UNKNOWN)
        a_key, b_key = (str(a.root), a_file), (str(b.root), b_file)
        if self.text(a, a_file) == self.text(b, b_file):
            return Comparison(stage, a_label, b_label, DiffStatus.IDENTICAL)
        return Comparison(stage, a_label, b_label, DiffStatus.CHANGED, compute_functions=partial(self._diff, a_key, b_key))

    def functions_of_pair(self, a_text: str, b_text: str) -> dict[str, tuple[str | None, str | None]]:
        """Function key -> (its text in A, in B), from the shared splits: only their equality is asked."""
        pairs: dict[str, tuple[str | None, str | None]] = {
            f.key: (f.text, None) for f in self.split(a_text).functions()
        }
        for function in self.split(b_text).functions():
            pairs[function.key] = (pairs.get(function.key, (None, None))[0], function.text)
        return pairs

    def function_text(self, text: str, key: str) -> str | None:
        """The text of function `key` in module `text`, None where it has none."""
        return self.split(text).text(key)

    def split(self, text: str) -> TextSplit:
        """Module `text` cut into its functions, once: the divergence walks and the per-pass effects share it."""
        if text not in self._splits:
            self._splits[text] = TextSplit(text)
        return self._splits[text]

    def _diff(self, a_key: tuple[str, str], b_key: tuple[str, str], only: str | None) -> list[FunctionDiff]:
        """Every function's diff of a row, or one function's (a function's first divergence, which the
        walks found), shown without the blanks stripped locations leave and the module's closing `}`."""
        if (a_key, b_key) in self._diffs:
            return [f for f in self._diffs[a_key, b_key] if only is None or f.key == only]
        a_text, b_text = self._texts[a_key], self._texts[b_key]
        if only is not None:
            return diff_functions(ShownTextSplit(a_text), ShownTextSplit(b_text), only=only)
        found = diff_functions(*split_pair(a_text, b_text))
        self._diffs[a_key, b_key] = found
        return found


def _stored_text(trace: Trace, relative: str, path: Path) -> StoredText:
    """A trace's IR file for the normalization: read (its recorded hash checked) by whichever process
    normalizes it, known by its hash and ordered by its recorded size where the trace has them."""
    record = next((p for p in trace.passes if p.ir_file == relative), None)
    sha256 = trace.input_sha256 if relative == INPUT_FILE else (record.sha256 if record else None)
    if record is not None and record.size is not None:
        return StoredText(partial(trace.read_text, relative), sha256, record.size, record.size)
    size = path.stat().st_size if path.is_file() else 0  # an estimate; a missing file is reported by its reader
    return StoredText(partial(trace.read_text, relative), sha256, size)


def _compare_row(row: AlignedPass, a: Trace, b: Trace, ir: _NormalizedIR) -> Comparison:
    a_label = row.a.label if row.a else None
    b_label = row.b.label if row.b else None
    if row.a is None or row.b is None:
        status = DiffStatus.ONLY_IN_A if row.b is None else DiffStatus.ONLY_IN_B
        return Comparison(row.stage, a_label, b_label, status)
    found = ir.compare(row.stage, a, row.a.ir_file, a_label, b, row.b.ir_file, b_label)
    found.moved = row.moved
    if found.status is DiffStatus.CHANGED:
        found.unproven = "; ".join(
            f"{side}'s {record.label} is {record.fidelity.value}: "
            + (record.evidence or "no evidence recorded (a trace from before per-pass fidelity)")
            for side, record in (("A", row.a), ("B", row.b)) if not record.proven)
    return found


def diff_functions(a: ModuleSplit, b: ModuleSplit, *, only: str | None = None) -> list[FunctionDiff]:
    """Per-function diffs, kernels first; functions renamed between A and B pair up by kind and order.

    With `only`, just the entries of that function: the pairing still sees every function, but no
    other function's text is made or compared.
    """
    b_by_key = {key: j for j, (key, _) in enumerate(b.pieces)}
    a_keys = {key for key, _ in a.pieces}
    unpaired_b = [j for j, (key, _) in enumerate(b.pieces) if key not in a_keys]
    diffs: list[FunctionDiff] = []
    for i, (key, kind) in enumerate(a.pieces):
        j = b_by_key.get(key)
        if j is None:
            j = next((n for n in unpaired_b if b.pieces[n][1] is kind), None)
            if j is not None:
                unpaired_b.remove(j)
        if only is not None and key != only:
            continue
        if j is None:
            diffs.append(FunctionDiff(key, kind, DiffStatus.ONLY_IN_A))
            continue
        a_text, b_text = a.text_at(i), b.text_at(j)
        if a_text != b_text:
            compute = partial(_function_diff, key, a_text, b.pieces[j][0], b_text)
            diffs.append(FunctionDiff(key, kind, DiffStatus.CHANGED, compute))
    unpaired = [b.pieces[j] for j in unpaired_b]
    diffs.extend(FunctionDiff(key, kind, DiffStatus.ONLY_IN_B) for key, kind in unpaired if only in (None, key))
    return diffs


def _function_diff(a_key: str, a_text: str, b_key: str, b_text: str) -> list[str]:
    return renamed_unified_diff(a_text, b_text, from_label=f"a {a_key}", to_label=f"b {b_key}")


def _compare_artifact(kind: str, a: Trace, b: Trace) -> Comparison:
    texts = []
    for trace in (a, b):
        raw = trace.artifact_text(kind)
        texts.append(None if raw is None else normalize(kind, raw))
    a_text, b_text = texts
    if a_text is None or b_text is None:
        return Comparison(
            kind, kind if a_text is not None else None, kind if b_text is not None else None, DiffStatus.UNKNOWN
        )
    names = PTX_NAMES if kind == "ptx" else NO_NAMES
    lines = renamed_unified_diff(a_text, b_text, names=names, from_label=f"a/{kind}", to_label=f"b/{kind}")
    if not lines:
        return Comparison(kind, kind, kind, DiffStatus.IDENTICAL)
    whole = [FunctionDiff(kind, FunctionKind.KERNEL, DiffStatus.CHANGED, _diff=lines)]
    return Comparison(kind, kind, kind, DiffStatus.CHANGED, _functions=whole)


def _divergence(
    rows: list[AlignedPass],
    passes: list[Comparison],
    a: Trace,
    b: Trace,
    ir: _NormalizedIR,
    same: Callable[[str, str], bool],
    function: str = "",
) -> Divergence | None:
    """The first row after which A's and B's IR differ (by `same`) although they agreed before it."""
    state_a: str | None = ir.text(a, INPUT_FILE)
    state_b: str | None = ir.text(b, INPUT_FILE)
    a_at = b_at = -1  # the furthest pass of each pipeline applied so far (moved rows jump ahead)
    last_equal = same(state_a, state_b)
    known = True
    for index, (row, comparison) in enumerate(zip(rows, passes)):
        before_equal = known and last_equal
        if row.a is not None and row.a.index > a_at:
            a_at, state_a = row.a.index, ir.after(a, row.a)
        if row.b is not None and row.b.index > b_at:
            b_at, state_b = row.b.index, ir.after(b, row.b)
        if state_a is None or state_b is None:
            known = False
            continue
        equal = same(state_a, state_b)
        if last_equal and not equal:
            return Divergence(index, comparison.label, comparison.stage, exact=before_equal, function=function)
        last_equal, known = equal, True
    return None


def _function_divergences(
    rows: list[AlignedPass], passes: list[Comparison], a: Trace, b: Trace, ir: _NormalizedIR
) -> list[Divergence]:
    """Where each function whose input IR was identical diverged, when the module's input was not.

    A host-side change (another arch's shared-memory limit) makes the modules differ from the
    start; the kernel may still agree for many passes, and where it stops agreeing is the news.
    """
    inputs = ir.functions_of_pair(ir.text(a, INPUT_FILE), ir.text(b, INPUT_FILE))
    unchanged = [key for key, (a_text, b_text) in inputs.items() if a_text == b_text]
    found = []
    for key in unchanged:

        def same(a_state: str, b_state: str, key: str = key) -> bool:
            # A function gone from both sides (lowered into the binary) agrees; gone from one does not.
            return a_state == b_state or ir.function_text(a_state, key) == ir.function_text(b_state, key)

        divergence = _divergence(rows, passes, a, b, ir, same, function=key)
        if divergence is not None:
            found.append(divergence)
    return sorted(found, key=lambda d: d.row)


def _side(trace: Trace) -> TraceSide:
    return TraceSide(str(trace.root), trace.kernel.name, f"{trace.dsl_version} {trace.dsl_variant}", trace.arch,
                     _failure(trace))


def _failure(trace: Trace) -> str:
    if trace.failure is None:
        return ""
    where = ""
    if trace.failure.pass_index:
        record = next((p for p in trace.passes if p.index == trace.failure.pass_index), None)
        where = f" in pass {trace.failure.pass_index}" + (f" ({record.arg})" if record else "")
    message = next((line.strip() for line in trace.failure.message.splitlines() if line.strip()), "")
    return f"{trace.failure.kind}{where}: {message[:200]}"


def _jsonable(value: Any, detailed: set[str] | None = None) -> Any:
    """`value` as JSON data; a changed row not in `detailed` lists its functions without their diff text
    (`detailed` None: every row keeps it)."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, list | tuple):
        return [_jsonable(v, detailed) for v in value]
    if hasattr(value, "__dataclass_fields__"):
        names = [name for name in value.__dataclass_fields__ if not name.startswith(("_", "compute_"))]
        data = {name: _jsonable(getattr(value, name), detailed) for name in names}
        if isinstance(value, Comparison):
            data["label"] = value.label
            shown = detailed is None or value.label in detailed or value.a_label in detailed
            data["diff_shown"] = shown
            if shown:
                data["functions"] = _jsonable(value.functions)
            elif value.status is DiffStatus.CHANGED:
                data["functions"] = [
                    {"key": f.key, "kind": _jsonable(f.kind), "status": _jsonable(f.status)} for f in value.functions
                ]
            else:
                data["functions"] = []
        if isinstance(value, FunctionDiff):
            data["diff"] = value.diff
            data["added"], data["removed"] = value.size
        if isinstance(value, TraceDiff):
            data["input_differs"], data["differs"], data["unknown"] = value.input_differs, value.differs, value.unknown
            data["effects"] = _jsonable(value.effects)
            data["culprits"] = _jsonable(value.culprits)
            if value.experiments:  # what `cute-ir blame` showed of the suspects; absent until it ran for the pair
                data["suspect_tests"] = [{**_jsonable(test), "ruled_out": test.ruled_out} for test in value.suspect_tests]
        if isinstance(value, FunctionEffects):
            data["rows"] = [_jsonable(row) for row in value.rows if row.difference or row.effect_difference
                            or (row.a and row.a.changed) or (row.b and row.b.changed)]
            data["growth"] = value.growth
            data["one_sided_changes"] = [row.label for row in value.one_sided_changes]
            first = value.first_effect_difference
            data["first_effect_difference"] = first.label if first else None
            data["inputs_comparable"] = value.inputs_comparable
        return data
    return value
