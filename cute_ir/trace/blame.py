"""What a blame run tested and found, stored beside the trace it experimented on.

Plain data, no compiler: `cute-ir diff` reads it to say which cause was verified and by what experiment.
A result is kept in `B/blame/<key>.json`, keyed by the pair (A's and B's manifests) and the symptom, so a
re-captured A or B never shows another pair's verdict. The trace's own files and hashes are untouched.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from cute_ir.errors import BadInputError, OutputError
from cute_ir.fsutil import MAX_MANIFEST_BYTES, load_json, read_verified, record_written, write_text_atomic
from cute_ir.textutil import shorten
from cute_ir.trace import MANIFEST, Trace
from cute_ir.trace.seal import SEAL, seal_holds, sealed

BLAME_DIR = "blame"
SCHEMA = ("cute-ir.blame", 1)

# Outcomes of one experiment, for a symptom B shows and A does not.
PRESENT = "present"  # the symptom as B has it
GONE = "gone"  # A's value: the intervention removed the symptom
OTHER = "other"  # neither A's nor B's value
FAILED = "failed"  # the pipeline did not run to a cubin with the intervention (illegal without the pass)


@dataclass(frozen=True)
class Symptom:
    """What differs between A and B: a resource of one kernel (`metric`), or whether FileCheck directives
    hold on a stage's text (`pattern` on `stage`, ptx or sass)."""

    kernel: str
    metric: str = ""
    pattern: str = ""
    stage: str = ""
    a_value: int | bool | None = None  # the metric's value in A (for a pattern: whether it holds)
    b_value: int | bool | None = None

    def describe(self) -> str:
        if self.pattern:
            holds = {True: "holds", False: "fails", None: "unknown"}
            return (f"the {self.stage} pattern {_one_line(self.pattern)!r} {holds[self.b_value]} "
                    f"(it {holds[self.a_value]} in A)")
        return f"{self.metric.replace('_', ' ')} {self.b_value} (A: {self.a_value})"

    def values(self, side: str) -> tuple[int | bool | None, int | bool | None]:
        """(the experimented side's value, the other side's)."""
        return (self.b_value, self.a_value) if side == "B" else (self.a_value, self.b_value)

    def outcome(self, value: int | bool | None, side: str = "B") -> str:
        """The outcome of an experiment on `side`'s pipeline that measured `value`: PRESENT where it keeps
        that side's value, GONE where it gives the other side's."""
        mine, theirs = self.values(side)
        if value is None:
            return FAILED
        if value == mine:
            return PRESENT
        return GONE if value == theirs else OTHER

    def change(self, side: str = "B") -> str:
        """What removing the cause from `side`'s pipeline did, in words: "the 16 B stack frame disappears"."""
        mine, theirs = self.values(side)
        other = "A" if side == "B" else "B"
        if self.pattern:
            holds = {True: "holds", False: "fails"}
            return f"the {self.stage} pattern {holds.get(bool(theirs), '?')} as in {other}"
        if theirs == 0 and self.metric in _VANISHING:
            return _VANISHING[self.metric].format(value=mine)
        return f"{self.metric.replace('_', ' ')} goes from {side}'s {mine} to {other}'s {theirs}"


_VANISHING = {
    "stack_bytes": "the {value} B stack frame disappears",
    "local_bytes": "the {value} B of local memory disappear",
    "spill_store_bytes": "the {value} B of spill stores disappear",
    "spill_load_bytes": "the {value} B of spill loads disappear",
    "spill_stores": "the {value} spill stores disappear",
    "spill_loads": "the {value} spill loads disappear",
}


# An option string is shown whole up to this length; cuda-to-binary's can be 6,000 characters (all in --json).
_OPTIONS_SHOWN = 160


def _options_shown(options: str) -> str:
    if len(options) <= _OPTIONS_SHOWN:
        return options
    return f"{shorten(options, _OPTIONS_SHOWN)} ({len(options):,} characters; --json has them all)"


@dataclass(frozen=True)
class Experiment:
    """One re-run of B's pipeline with an intervention."""

    intervention: str  # "control", "without", "other-input", "resume-on-other", "other-options", "moved"
    removed: tuple[str, ...] = ()  # pass labels left out of the side's pipeline ("007-auto-gen-fdd")
    outcome: str = ""
    value: int | bool | None = None
    seconds: float = 0.0
    detail: str = ""  # why it failed, or what else was seen
    side: str = "B"  # whose pipeline ran, under that side's release
    after: str = ""  # resume-on-other: the side's pipeline ran from the pass after this one ...
    other_stage: str = ""  # ... on the other side's IR after this pass
    pass_label: str = ""  # other-options: the side's pass run with the other side's options ...
    options: str = ""  # ... these ("{max-iterations=3 ...}")
    # moved: the side's pass `pass_label` ran after its pass `after` ("": first), where the other side runs it
    # (after its `other_stage`)

    def describe(self, *, whole: bool = True) -> str:
        """In words; without `whole`, a long list of removed passes is cut to its ends."""
        other = "A" if self.side == "B" else "B"
        if self.intervention == "control":
            return f"{self.side}'s pipeline as recorded"
        if self.intervention == "other-input":
            return f"{self.side}'s pipeline on {other}'s input IR"
        if self.intervention == "resume-on-other":
            return f"{self.side}'s pipeline after {self.after} on {other}'s IR after {self.other_stage}"
        if self.intervention == "other-options":
            if not self.options.strip("{} "):
                return f"{self.side}'s pipeline with {self.pass_label} run without options, as {other} runs it"
            return (f"{self.side}'s pipeline with {self.pass_label} run with {other}'s options "
                    f"{_options_shown(self.options)}")
        if self.intervention == "moved":
            return (f"{self.side}'s pipeline with {self.pass_label} run "
                    + (f"after {self.after}" if self.after else "first") + f", where {other} runs it")
        removed = list(self.removed)
        if not whole and len(removed) > 3:
            removed = [removed[0], f"... {len(removed) - 2} more ...", removed[-1]]
        return f"{self.side}'s pipeline without {', '.join(removed)}"


@dataclass
class BlameResult:
    """The experiments of one blame run and what they proved."""

    a: str  # A's trace directory, as given
    b: str
    a_dsl: str
    b_dsl: str
    key: str  # the pair and the symptom (`result_key`)
    symptom: Symptom
    status: str  # "verified", "input", "unverified" (nothing proved), "inconclusive" (every control failed)
    cause: tuple[str, ...] = ()  # the passes whose removal makes the symptom go (1-minimal), when verified
    cause_side: str = "B"  # whose pipeline they are in
    # Where the cause is a window (the resume bisection: the other side's passes in place of the cause side's):
    # the other side's passes of that window, in its pipeline order; () for any other cause.
    other_cause: tuple[str, ...] = ()
    verdict: str = ""  # one sentence: what was proven, or why nothing was
    notes: tuple[str, ...] = ()  # what else the experiments showed (the input ruled out, ...)
    untested: tuple[str, ...] = ()  # each hypothesis no experiment could test, with why (a control, the input swap)
    how: str = ""  # the strategy: one pipeline of B's passes, or pass-by-pass replay
    untouchable: tuple[str, ...] = ()  # passes no experiment could run or remove (unregistered)
    candidates: tuple[str, ...] = ()
    experiments: list[Experiment] = field(default_factory=list)
    seconds: float = 0.0
    budget_spent: bool = False

    @property
    def verified(self) -> bool:
        """A cause was proven and no recorded experiment contradicts it (a stored verdict included)."""
        return self.status in ("verified", "input") and not self.contradictions()

    @property
    def window(self) -> bool:
        """The cause is a window of both sides' passes (the resume bisection), not passes of one side."""
        return bool(self.other_cause)

    def named_cause(self) -> str:
        """The cause in a few words: "007-auto-gen-fdd", "the input IR", or a window with both sides' passes."""
        if self.status == "input":
            return "the input IR"
        if self.window:
            return window_words(self.cause_side, self.cause, self.other_cause)
        return ", ".join(self.cause)

    def proof(self) -> Experiment | None:
        """The experiment that proved the verdict (for a window, the resumed run that gave the other value)."""
        if self.status == "input":
            return next((e for e in self.experiments if e.intervention == "other-input" and e.outcome == GONE), None)
        if self.status == "verified" and self.cause:
            return next((e for e in self.experiments if e.side == self.cause_side and e.outcome == GONE
                         and self._proves(e)), None)
        return None

    def window_start(self) -> Experiment | None:
        """For a window: the resumed run just before it, which kept the cause side's own value."""
        if not (self.window and self.cause):
            return None
        return next((e for e in self.experiments if e.side == self.cause_side and e.intervention == "resume-on-other"
                     and e.outcome == PRESENT and _number(e.after) == _number(self.cause[0]) - 1
                     and _number(e.other_stage) == _number(self.other_cause[0]) - 1), None)

    def _proves(self, experiment: Experiment) -> bool:
        """Is this experiment (one that gave the other side's value) the one the verified cause names?"""
        if experiment.intervention == "resume-on-other":
            return (self.window and experiment.after == self.cause[-1]
                    and experiment.other_stage == self.other_cause[-1])
        if self.window:
            return False
        if experiment.intervention in ("moved", "other-options"):
            return (experiment.pass_label,) == self.cause
        return experiment.intervention == "without" and experiment.removed == self.cause

    def contradictions(self) -> list[str]:
        """Why the experiment log does not support this verdict as verified, in words; [] where it does (and for
        a verdict that claims no cause). Every recorded outcome is re-read from its value: a verified cause needs
        the experiment that proves it (the other side's value with only the named pass, input, options or place
        changed; a window, both sides' passes named and both its resumed runs), and no experiment that repeated
        that intervention may have given anything else."""
        if self.status not in ("verified", "input"):
            return []
        problems = [f"{e.describe()}: recorded as {e.outcome} but its value {e.value} is "
                    f"{self.symptom.outcome(e.value, e.side)}" for e in self.experiments
                    if e.outcome != self.symptom.outcome(e.value, e.side)]
        proof = self.proof()
        if proof is None:
            resumed = next((e for e in self.experiments if e.intervention == "resume-on-other" and e.outcome == GONE
                            and e.side == self.cause_side and self.cause and e.after == self.cause[-1]), None)
            if resumed is not None and not self.window:
                return problems + [f"{self.cause_side}'s {', '.join(self.cause)} named alone, where the window that "
                                   f"{resumed.describe()} ends also holds {_other(self.cause_side)}'s passes up to "
                                   f"{resumed.other_stage}: resuming one side on the other's IR replaces passes of "
                                   "both"]
            return problems + [f"no recorded experiment gives the other side's value with only "
                               f"{self.named_cause() or 'the named passes'} changed"]
        if self.status == "input" and self.cause:
            problems.append(f"{', '.join(self.cause)} named as the cause of a change the input swap made")
        if self.window:
            start = self.window_start()
            if start is None:
                problems.append(f"no resumed run just before the window keeps {self.cause_side}'s own value")
            for labels, whose in ((self.cause, self.cause_side), (self.other_cause, _other(self.cause_side))):
                numbers = [_number(label) for label in labels]
                if not numbers or numbers != list(range(numbers[0], numbers[0] + len(numbers))):
                    problems.append(f"the window names {whose}'s passes {', '.join(labels)}, not all its passes "
                                    "between the two resumed runs")
        problems += [f"{e.describe()} gives {e.value if e.outcome != FAILED else 'no result'} ({e.outcome}), "
                     f"where {proof.describe()} gives {proof.value}" for e in self.experiments
                     if e is not proof and _same_intervention(e, proof) and e.outcome != GONE]
        return problems

    def other_values(self) -> list[Experiment]:
        """The experiments that gave neither side's value."""
        return [e for e in self.experiments if e.outcome == OTHER]

    def test_of(self, label: str, side: str) -> Experiment | None:
        """What this pass of `side`'s pipeline did to the symptom on its own: the experiment that left exactly it
        out, else, where that failed or none did, the one that ran it with the other side's options (it is then
        neutralised, not removed). A suspect the symptom survives is ruled out by it."""
        def last(intervention: str) -> Experiment | None:
            return next((e for e in reversed(self.experiments) if e.intervention == intervention and e.side == side
                         and (e.removed == (label,) or e.pass_label == label)), None)

        removal, neutralised = last("without"), last("other-options")
        return neutralised if neutralised is not None and (removal is None or removal.outcome == FAILED) else removal

    def to_json(self) -> dict[str, Any]:
        return {"schema": list(SCHEMA), **asdict(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "BlameResult":
        data = dict(data)
        if tuple(data.pop("schema", ())) != SCHEMA:
            raise ValueError("not a blame result of this schema")
        data["symptom"] = Symptom(**data["symptom"])
        data["experiments"] = [Experiment(**{**e, "removed": tuple(e["removed"])}) for e in data["experiments"]]
        for name in ("cause", "other_cause", "untouchable", "candidates", "notes", "untested"):
            data[name] = tuple(data.get(name, ()))
        return cls(**data)


def result_key(a: Trace, b: Trace, symptom: Symptom) -> str:
    """The pair (both manifests, byte for byte) and the symptom's kind: a result never outlives a re-capture."""
    digest = hashlib.sha256()
    for trace in (a, b):
        digest.update(Path(str(trace.root), MANIFEST).read_bytes())
    digest.update(f"{symptom.kernel}\0{symptom.metric}\0{symptom.stage}\0{symptom.pattern}".encode())
    return digest.hexdigest()[:16]


def check_blame_folder(b: Trace) -> Path:
    """B's folder of blame results, refused where it is a symbolic link or not a folder: results are never
    written or read through a link (it could lead anywhere); `cute-ir blame` makes the folder itself."""
    folder = Path(str(b.root)) / BLAME_DIR
    try:
        mode = os.lstat(folder).st_mode
    except FileNotFoundError:
        return folder
    except OSError as err:
        raise BadInputError(f"{folder} cannot be read ({err.strerror or err})") from err
    if not stat.S_ISDIR(mode):
        kind = "a symbolic link" if stat.S_ISLNK(mode) else "not a folder"
        raise BadInputError(f"{folder} is {kind}: cute-ir neither writes nor reads blame results through it",
                            hint=f"remove {folder}; `cute-ir blame` makes the folder itself")
    return folder


def save_result(b: Trace, result: BlameResult) -> Path:
    path = check_blame_folder(b) / f"{result.key}.json"
    try:
        path.parent.mkdir(exist_ok=True)
        write_text_atomic(path, json.dumps(sealed(result.to_json()), indent=1) + "\n")
        record_written(path)  # B's directory stays provably cute-ir's for a later --force
    except OSError as err:
        raise OutputError(f"cannot store the blame result in {path.parent}: {err.strerror or err}",
                          hint="B's trace directory must be writable: the result is kept beside it") from err
    return path


def results_for(a: Trace, b: Trace) -> list[BlameResult]:
    """The stored blame results of this pair (A against B), newest symptom first; unreadable ones are refused."""
    return stored_results(a, b)[0]


def stored_results(a: Trace, b: Trace) -> tuple[list[BlameResult], list[str]]:
    """The stored blame results of this pair that cute-ir vouches for (made for these very traces, sealed by this
    user's cute-ir: `cute_ir.trace.seal`), and why each other result made for this pair is not shown as a verdict
    (stale: made for an earlier capture of A or B; or not sealed here: forged, edited, or made elsewhere).
    Results of B against other traces are not this pair's, and not mentioned. Unreadable ones are refused."""
    folder = check_blame_folder(b)
    if not folder.is_dir():
        return [], []
    found, set_aside = [], []
    for path in sorted(folder.glob("*.json")):
        try:
            document = load_json(read_verified(path, None, str(folder), limit=MAX_MANIFEST_BYTES), str(path))
            result = BlameResult.from_json({k: v for k, v in document.items() if k != SEAL})
        except (OSError, BadInputError, ValueError, TypeError, KeyError, AttributeError) as err:
            raise BadInputError(f"{path} is not a blame result cute-ir can read: {getattr(err, 'message', err)}",
                                hint="remove it, or run `cute-ir blame` again") from err
        if result.key != result_key(a, b, result.symptom):
            if _same_folder(result.a, a) and _same_folder(result.b, b):
                set_aside.append(f"{path.name} is stale: made for an earlier capture of A or B (their manifests "
                                 "changed since); `cute-ir blame` again to test this pair")
        elif not seal_holds(document):
            set_aside.append(f"{path.name} is not cute-ir's: its seal does not hold (forged, edited, or made by "
                             "another user or machine), so its verdict is not shown; `cute-ir blame` here makes one")
        else:
            found.append(result)
    return found, set_aside


def _same_folder(recorded: object, trace: Trace) -> bool:
    """Does the directory a result names (as given to blame) hold `trace`?"""
    try:
        return isinstance(recorded, str) and os.path.samefile(recorded, str(trace.root))
    except (OSError, ValueError):
        return False


def window_words(side: str, mine: tuple[str, ...] | list[str], theirs: tuple[str, ...] | list[str]) -> str:
    """A window of both sides' passes in words: "A's 007-auto-gen-fdd .. 010-cute-fold-static in place of B's
    007-cute-fold-static" (`side`'s passes `mine`, the other side's `theirs`)."""
    def span(labels: tuple[str, ...] | list[str]) -> str:
        if len(labels) < 2:
            return labels[0] if labels else "no pass"
        return f"{labels[0]} .. {labels[-1]}"

    return f"{_other(side)}'s {span(theirs)} in place of {side}'s {span(mine)}"


def _same_intervention(one: Experiment, other: Experiment) -> bool:
    """The same experiment run twice: same side, same intervention, same passes, options and places."""
    return (one.side, one.intervention, frozenset(one.removed), one.after, one.other_stage, one.pass_label,
            one.options) == (other.side, other.intervention, frozenset(other.removed), other.after, other.other_stage,
                             other.pass_label, other.options)


def _number(label: str) -> int:
    """A pass label's place in its pipeline ("007-auto-gen-fdd": 7); -1 where it has none."""
    head = label.split("-", 1)[0]
    return int(head) if head.isdigit() else -1


def _other(side: str) -> str:
    return "A" if side == "B" else "B"


def _one_line(text: str) -> str:
    return " | ".join(line.strip() for line in text.splitlines() if line.strip())
