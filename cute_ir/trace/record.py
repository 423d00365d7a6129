"""The Trace record: what one compilation did, pass by pass, and where its files are.

A trace is a directory:

    manifest.json                 this record (schema below), written last
    passes/000-input.mlir         the module handed to the pipeline, pretty form with locations
    passes/NNN-<pass-arg>.mlir    the IR after pass NNN, one file per distinct IR text (.mlir.gz from 64 KiB)
    facts/NNN-<pass-arg>.json     facts of that IR read at capture (functions, launches, source lines)
    facts/ptx.json, sass.json     source lines of the PTX and SASS (schema "cute-ir.facts")
    artifacts/input.mlirbc        the input in bytecode (replays faithfully, keeps every location)
    artifacts/llvm-only.mlir      the real pipeline stopped after its LLVM conversion (where offered)
    artifacts/kernel.ptx, kernel.cubin, kernel.sass, resources.txt
    sources/NNN-<name>.py         the Python sources the facts name, copied at capture (the viewer shows
                                  only these, never a file of the viewing user's disk)
    failure/                      on a failed compile: the reproducer (see cute_ir.capture.replay.repro)

Every consumer (goldens, diff, viewer) reads this record; none re-runs the compiler to learn what it
holds. The schema is versioned: a reader refuses a manifest written by a newer major schema.
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, fields, is_dataclass
from enum import Enum
from pathlib import Path
from types import UnionType
from typing import Any, Union, get_args, get_origin, get_type_hints

from cute_ir.errors import BadInputError
from cute_ir.fsutil import MAX_MANIFEST_BYTES, inside, load_json, read_verified, write_text_atomic
from cute_ir.trace.facts import Facts, load_facts

SCHEMA_NAME = "cute-ir.trace"
SCHEMA_VERSION = 2  # 2: facts files, resources from cuobjdump + ptxas -v, identity from the live module;
# per-pass fidelity with evidence (exact-by-proof, emulated, may_differ_from, skipped-pass verdicts)
FACTS_DIR = "facts"
MANIFEST = "manifest.json"
INPUT_FILE = "passes/000-input.mlir"


class Fidelity(str, Enum):
    """How faithfully a pass's IR reflects the real pipeline (`PassRecord.evidence` says why)."""

    EXACT = "exact"  # printed by the real pipeline while it ran
    EXACT_BY_PROOF = "exact-by-proof"  # replayed, and every earlier pass exact, replayed or proven idle
    EMULATED = "emulated"  # a pass the DSL cannot run, run by other code (upstream MLIR, its greedy core)
    REPLAYED = "replayed"  # re-run alone on the previous IR; may differ from pass `may_differ_from` on
    SKIPPED = "skipped"  # the pass could not be run from Python; its IR is unknown (see `verdict`)


class Verdict(str, Enum):
    """Did a skipped pass change the IR? Judged at capture on the replayed IR before it."""

    IDLE = "idle"  # proven to change nothing (printed text), by the op-set rules and the greedy-core probe
    ACTIVE = "active"  # it would rewrite ops that are there (the evidence names them)
    UNPROVEN = "unproven"  # a rule applies, but could not decide
    UNPROVABLE = "unprovable"  # no rule can decide (cute_ir.capture.replay.skipped_passes)


class Strategy(str, Enum):
    INSTRUMENT = "instrument"  # MLIR IR printing inside the real pipeline (DSL <= 4.5)
    REPLAY = "replay"  # real pipeline for artifacts, passes re-run one by one for IR (DSL >= 4.6)


class CheckpointStatus(str, Enum):
    IDENTICAL = "identical"
    IDENTICAL_WITHOUT_DEBUG_INFO = "identical-without-debug-info"  # line info on: compared stripped
    DIFFERS = "differs"
    UNAVAILABLE = "unavailable"


@dataclass(frozen=True)
class PassRecord:
    """One pass of the real pipeline, in the order it ran."""

    index: int  # 1-based position in the real pipeline
    arg: str  # the pass argument, e.g. "cute-expand-ops"
    class_name: str  # e.g. "CuteExpandOps"; "" where the DSL does not report it
    anchor: str  # op the pass is nested on: "builtin.module" or "gpu.module"
    options: str  # "{...}" from the expanded pipeline, "" when none
    stage: str  # canonical stage name (cute_ir.releases.catalogue), stable across releases
    fidelity: Fidelity
    changed: bool | None  # did this pass change the IR; None when skipped
    ir_file: str | None  # IR after the pass (shared with the previous pass when unchanged)
    sha256: str | None  # of the IR text (a `.gz` ir_file decompresses to it)
    size: int | None  # bytes of the IR after the pass
    time_ms: float | None  # wall time in the real pipeline, where the DSL reports it
    op_counts: dict[str, int] = field(default_factory=dict)  # ops by dialect after the pass
    note: str = ""  # why skipped, or what else a reader should know
    facts_file: str | None = None  # facts of ir_file, read at capture (shared like ir_file); None before schema 2
    evidence: str = ""  # why this fidelity: what was checked or proven, or from which pass it may differ
    may_differ_from: int | None = None  # REPLAYED/EMULATED: the first pass not proven to match the real one
    verdict: Verdict | None = None  # SKIPPED (and EMULATED): did the pass change the IR

    @property
    def proven(self) -> bool:
        """Is this pass's IR the real pipeline's (printed by it, or proven equal)?"""
        return self.fidelity in (Fidelity.EXACT, Fidelity.EXACT_BY_PROOF) or (
            self.fidelity is Fidelity.SKIPPED and self.verdict is Verdict.IDLE)

    @property
    def label(self) -> str:
        return f"{self.index:03d}-{self.arg}"


@dataclass(frozen=True)
class Artifact:
    """A file the compile produced besides per-pass IR."""

    file: str
    sha256: str
    size: int
    fidelity: Fidelity = Fidelity.EXACT
    facts_file: str | None = None  # its source lines (PTX, SASS), read at capture


@dataclass(frozen=True)
class SourceFile:
    """A Python source file the facts name, stored in the trace at capture."""

    file: str  # "sources/000-elementwise.py"
    sha256: str
    size: int


@dataclass(frozen=True)
class KernelResources:
    """Per-kernel resource usage: what cuobjdump reads from the cubin, what ptxas -v reports for its PTX.

    `None` is "not known" (a schema-1 trace, or no ptxas that allocated as the DSL did), never zero.
    """

    function: str
    registers: int
    shared_bytes: int  # static shared memory (cuobjdump SHARED)
    local_bytes: int  # cuobjdump LOCAL
    spill_stores: int  # SASS STL instructions (local-memory stores by opcode; not all local traffic)
    spill_loads: int  # SASS LDL instructions
    constant_bytes: int = 0  # constant bank 0 (kernel parameters)
    instructions: int = 0
    instruction_classes: dict[str, int] = field(default_factory=dict)
    stack_bytes: int | None = None  # stack frame (cuobjdump STACK; the PTX's .local depot lives there)
    dynamic_shared_bytes: int | None = None  # what the launch asks for, from the IR's launch configuration
    spill_store_bytes: int | None = None  # ptxas -v "bytes spill stores"
    spill_load_bytes: int | None = None  # ptxas -v "bytes spill loads"
    barriers: int | None = None  # ptxas -v "used N barriers"


@dataclass(frozen=True)
class CheckpointComparison:
    """The replay compared with a checkpoint of the real pipeline."""

    checkpoint: str  # "llvm-only", "ptx" or "cubin"
    status: CheckpointStatus
    detail: str = ""


@dataclass(frozen=True)
class KernelIdentity:
    name: str  # registry instance name; for scripts the jit function's qualified name, a method's under
    # the class of the object it was compiled on ("GemmDefaultSm90.__call__")
    entry: str  # python qualified name of the @cute.jit function, where it is defined ("GemmSm90.__call__")
    source_file: str  # where the kernel is defined (for source mapping)
    compile_options: dict[str, str] = field(default_factory=dict)
    kernels: tuple[str, ...] = ()  # the kernel entry points of the gpu.module (schema 2): how sessions pair
    # Manifests of earlier cute-ir versions also hold `symbols`, `host_symbols` and `source_line`, which no
    # reader used; they are ignored when read, as any field this record does not know.


FRONT_END_FAILED = "frontend-failed"  # the DSL's front end refused the module it built: no pass ran
# The DSL's front end raised while it traced the @cute.jit function (a TypeError in the kernel's Python, a
# DSL error such as a staged value used as a Python int), before a module existed: the trace holds no IR.
FRONT_END_RAISED = "frontend-raised"
AFTER_PIPELINE = "after-pipeline"  # every pass ran; the DSL then failed (making its ExecutionEngine)
# Failures outside the pass pipeline: their message is the DSL's own, a page long, shown by its error line.
OUTSIDE_PIPELINE = (FRONT_END_FAILED, FRONT_END_RAISED, AFTER_PIPELINE)


@dataclass(frozen=True)
class TraceFailure:
    """Why the compile did not finish, and where to find the reproducer."""

    kind: str  # "pass-failed", "crashed", "timed-out" (a partial trace), or one of OUTSIDE_PIPELINE
    message: str
    pass_index: int | None = None  # the pass that failed, when known
    reproducer: str | None = None  # relative path of the reproducer directory
    # the one line to show, read from `message` at capture: outside the pipeline the DSL's message is a
    # page whose error line is the news (never its "re-run with ..." advice); "" where message is that line
    headline: str = ""

    def shown(self) -> str:
        """What a one-line report shows: the headline, else the message (traces written before headlines)."""
        return self.headline or self.message


def refused_by_the_front_end(trace: "Trace") -> bool:
    """Did the DSL's front end refuse the module before any pass? Its input IR is then all there is."""
    return trace.failure is not None and trace.failure.kind == FRONT_END_FAILED


def holds_no_ir(trace: "Trace") -> bool:
    """Did the DSL's front end raise before it built a module? The trace then holds no IR at all."""
    return trace.failure is not None and trace.failure.kind == FRONT_END_RAISED


def require_ir(trace: "Trace") -> None:
    """Refuse, with the DSL's error, a trace that holds no IR to read, view or compare."""
    if holds_no_ir(trace):
        assert trace.failure is not None
        raise BadInputError(
            f"trace {trace.root} holds no IR: the DSL's front end raised while tracing "
            f"{trace.kernel.entry or 'the jit function'}, before it built a module ({trace.failure.shown()})",
            hint="its manifest and `cute-ir dump`'s summary say where; fix the kernel's Python, then capture it again")


@dataclass
class Trace:
    dsl_version: str
    dsl_variant: str  # "cu12" or "cu13": a DSL install is a version and a libs variant
    strategy: Strategy
    arch: str
    kernel: KernelIdentity
    pipeline: str  # the top-level pipeline string handed to Compiler.compile
    expanded_pipeline: str  # str(PassManager): every pass with its options
    passes: list[PassRecord]
    artifacts: dict[str, Artifact] = field(default_factory=dict)
    resources: list[KernelResources] = field(default_factory=list)
    checkpoints: list[CheckpointComparison] = field(default_factory=list)
    timing: dict[str, float] = field(default_factory=dict)
    failure: TraceFailure | None = None
    notes: list[str] = field(default_factory=list)  # what the capture wants a reader to know
    input_facts_file: str | None = None  # facts of passes/000-input.mlir (schema 2)
    facts_sha256: dict[str, str] = field(default_factory=dict)  # facts file -> hash of its content (empty before)
    facts_size: dict[str, int] = field(default_factory=dict)  # facts file -> bytes of its content (empty before)
    created: str = ""
    cute_ir_version: str = ""
    schema_version: int = SCHEMA_VERSION
    input_sha256: str = ""  # of INPUT_FILE ("" in traces written before it was recorded)
    input_size: int | None = None  # bytes of INPUT_FILE (None in traces written before it was recorded)
    sources: dict[str, SourceFile] = field(default_factory=dict)  # path the facts name -> its stored copy
    # the capture key's parts besides input IR and pipeline (DSL build, tools, settings, capture version;
    # cute_ir.capture.dsl.toolchain); empty in traces written before it was recorded
    toolchain: dict[str, str] = field(default_factory=dict)
    root: Path | None = field(default=None, compare=False)
    _verified: set[str] = field(default_factory=set, init=False, repr=False, compare=False)
    _kept: dict[str, str] | None = field(default=None, init=False, repr=False, compare=False)  # see texts_kept

    # ---- reading -------------------------------------------------------------------------
    # A trace is untrusted input: every file it names must lie inside it (no `..`, no absolute path,
    # no symbolic link) and match the hash the manifest records for it.
    def path(self, relative: str) -> Path:
        """The file `relative` of this trace, after checking that it lies inside and matches its hash."""
        path = self.location(relative)
        if relative not in self._verified and relative in self._recorded_hashes():
            self._read(path, relative)
        return path

    def location(self, relative: str) -> Path:
        """Where the file `relative` of this trace is, checked to lie inside it; its content is checked
        when it is read (`read_text`), for a reader that reads it later or in another process."""
        if self.root is None:
            raise ValueError("trace has no directory")
        return inside(self.root, relative, f"trace {self.root}")

    def read_text(self, relative: str) -> str:
        if self._kept is not None and relative in self._kept:
            return self._kept[relative]
        data = self._read(self.location(relative), relative)
        try:
            text = data.decode()
        except UnicodeDecodeError as err:
            raise BadInputError(f"trace {self.root}: {relative} is not text ({err.reason} at byte {err.start})",
                                hint="capture it again with `cute-ir dump` or `cute-ir trace`") from err
        if self._kept is not None:
            self._kept[relative] = text
        return text

    @contextmanager
    def texts_kept(self) -> Iterator[Trace]:
        """While the block runs, each file is read (checked, inflated, decoded) once and its text kept: the
        compare page and the diff it shows read the same 35 MB of IR, and the page reads a file once per
        pass that left the IR unchanged. Kept only for the block: a sweep holds many traces."""
        outer = self._kept
        self._kept = {} if outer is None else outer
        try:
            yield self
        finally:
            self._kept = outer

    def _read(self, path: Path, relative: str) -> bytes:
        try:
            data = read_verified(path, self._recorded_hashes().get(relative), f"trace {self.root}",
                                 size=self._recorded_sizes().get(relative))
        except FileNotFoundError as err:
            require_ir(self)
            raise BadInputError(
                f"trace {self.root} is incomplete: {relative} is missing",
                hint="capture it again with `cute-ir dump` or `cute-ir trace`",
            ) from err
        self._verified.add(relative)
        return data

    def _recorded_hashes(self) -> dict[str, str]:
        hashes = {INPUT_FILE: self.input_sha256} if self.input_sha256 else {}
        hashes.update({p.ir_file: p.sha256 for p in self.passes if p.ir_file and p.sha256})
        hashes.update({a.file: a.sha256 for a in self.artifacts.values()})
        hashes.update(self.facts_sha256)
        hashes.update({s.file: s.sha256 for s in self.sources.values()})
        return hashes

    def _recorded_sizes(self) -> dict[str, int]:
        """The content size the manifest records per file (a `.gz` file's is its inflated content's)."""
        sizes = {INPUT_FILE: self.input_size} if self.input_size is not None else {}
        sizes.update({p.ir_file: p.size for p in self.passes if p.ir_file and p.size is not None})
        sizes.update(self.facts_size)
        sizes.update({a.file: a.size for a in self.artifacts.values()})
        sizes.update({s.file: s.size for s in self.sources.values()})
        return sizes

    def read_checked(self, relative: str) -> bytes:
        """The bytes of a file the manifest vouches for, to hand a compiler (blame's inputs): inside the trace, a
        regular file, of its recorded size and hash. A file whose hash the manifest does not record is refused:
        an input to an experiment is never taken on trust."""
        if relative not in self._recorded_hashes():
            raise BadInputError(f"trace {self.root} records no hash of {relative}; it is not used",
                                hint="capture it again with `cute-ir dump` or `cute-ir trace`")
        return self._read(self.location(relative), relative)

    def input_ir(self) -> str:
        return self.read_text(INPUT_FILE)

    def ir_after(self, record: PassRecord) -> str | None:
        """IR after `record`, or None for a skipped pass (its IR is unknown)."""
        return None if record.ir_file is None else self.read_text(record.ir_file)

    def facts(self, relative: str | None) -> Facts:
        """A facts file written at capture, checked against its recorded hash and size and typed (an
        empty record for a schema-1 trace, which has none: no functions known, no source lines)."""
        if relative is None:
            return Facts()
        where = f"trace {self.root}: {relative}"
        return load_facts(load_json(self.read_text(relative), where), where)

    def artifact_text(self, kind: str) -> str | None:
        art = self.artifacts.get(kind)
        return None if art is None else self.read_text(art.file)

    def source_text(self, path: str) -> str | None:
        """The Python source `path` (as the facts name it) stored in this trace at capture; None when the
        trace holds none (not a stored kind, or a trace captured before sources were stored)."""
        stored = self.sources.get(path)
        return None if stored is None else self.read_text(stored.file)

    def stage_passes(self, stage: str) -> list[PassRecord]:
        return [p for p in self.passes if p.stage == stage]

    @property
    def ok(self) -> bool:
        return self.failure is None

    # ---- (de)serialization ---------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("root")
        data.pop("_verified")
        data.pop("_kept")
        data = {"schema": SCHEMA_NAME, **data}
        return json.loads(json.dumps(data, default=_enum_value))

    def save(self, root: Path) -> Path:
        """Write the manifest (last, atomically) into an existing trace directory."""
        root = Path(root)
        write_text_atomic(root / MANIFEST, json.dumps(self.to_json(), indent=1) + "\n")
        self.root = root
        return root / MANIFEST

    @classmethod
    def from_json(cls, data: dict[str, Any], root: Path | None = None) -> "Trace":
        if not isinstance(data, dict) or data.get("schema") != SCHEMA_NAME:
            raise BadInputError(f"{root or 'input'} is not a cute-ir trace manifest")
        version = data.get("schema_version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise BadInputError(f"trace manifest {root} is malformed: schema_version should be int, not {version!r}")
        if version > SCHEMA_VERSION:
            raise BadInputError(
                f"trace {root} was written with manifest schema {version}; "
                f"this cute-ir reads schema {SCHEMA_VERSION} and older",
                hint="upgrade cute-ir to read it",
            )
        try:
            check_types(cls, data, f"trace manifest {root}")
            trace = cls(
                dsl_version=data["dsl_version"],
                dsl_variant=data["dsl_variant"],
                strategy=Strategy(data["strategy"]),
                arch=data["arch"],
                kernel=_build(KernelIdentity, data["kernel"], kernels=tuple),
                pipeline=data["pipeline"],
                expanded_pipeline=data["expanded_pipeline"],
                passes=[_build(PassRecord, p, fidelity=Fidelity, verdict=Verdict) for p in data["passes"]],
                artifacts={k: _build(Artifact, a, fidelity=Fidelity) for k, a in data["artifacts"].items()},
                resources=[_build(KernelResources, r) for r in data["resources"]],
                checkpoints=[
                    _build(CheckpointComparison, c, status=CheckpointStatus) for c in data["checkpoints"]
                ],
                timing=dict(data["timing"]),
                failure=_build(TraceFailure, data["failure"]) if data.get("failure") else None,
                notes=list(data.get("notes", [])),
                input_facts_file=data.get("input_facts_file"),
                facts_sha256=dict(data.get("facts_sha256", {})),
                facts_size=dict(data.get("facts_size", {})),
                created=data.get("created", ""),
                cute_ir_version=data.get("cute_ir_version", ""),
                schema_version=version,
                input_sha256=data.get("input_sha256", ""),
                input_size=data.get("input_size"),
                sources={path: _build(SourceFile, stored) for path, stored in data.get("sources", {}).items()},
                toolchain=dict(data.get("toolchain", {})),
                root=root,
            )
        except KeyError as err:
            raise BadInputError(f"trace manifest {root} is malformed: the field {err} is missing") from err
        except (TypeError, ValueError) as err:
            raise BadInputError(f"trace manifest {root} is malformed: {err}") from err
        if root is not None:  # every file it names must lie inside it
            for relative in trace._named_files():
                inside(root, relative, f"trace {root}")
        return trace

    def _named_files(self) -> list[str]:
        facts = [self.input_facts_file, *(p.facts_file for p in self.passes),
                 *(a.facts_file for a in self.artifacts.values())]
        reproducer = [self.failure.reproducer] if self.failure is not None and self.failure.reproducer else []
        return [INPUT_FILE, *self._recorded_hashes(), *(f for f in facts if f), *reproducer]


def load_trace(root: Path | str) -> Trace:
    """Read a trace directory, with a clear error for anything that is not one."""
    root = Path(root)
    manifest = root / MANIFEST if root.is_dir() else root
    if root.is_file() and root.name == MANIFEST:
        root = root.parent
    if manifest.is_symlink():
        raise BadInputError(f"{manifest} is a symbolic link; a trace's manifest is not followed")
    if not os.path.lexists(manifest) or manifest.is_dir():
        raise BadInputError(f"{root} is not a trace directory (no {MANIFEST})")
    try:
        data = load_json(read_verified(manifest, None, f"trace {root}", limit=MAX_MANIFEST_BYTES), str(manifest))
    except FileNotFoundError as err:
        raise BadInputError(f"{root} is not a trace directory (no {MANIFEST})") from err
    return Trace.from_json(data, root)


def _enum_value(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    raise TypeError(f"cannot serialize {type(value).__name__}")


def _build(cls: type, data: dict[str, Any], **converters: Any) -> Any:
    check_types(cls, data, cls.__name__)
    known = {f.name for f in fields(cls)}
    values = {k: v for k, v in data.items() if k in known}
    for name, convert in converters.items():
        if name in values and values[name] is not None:
            values[name] = convert(values[name])
    return cls(**values)


def check_types(cls: type, data: object, where: str) -> None:
    """Refuse a manifest whose values have the wrong types for the dataclass `cls`, before anything
    trusts them (trace manifests here, golden manifests in cute_ir.golden.record)."""
    if not isinstance(data, dict):
        raise TypeError(f"{where}: expected an object, got {type(data).__name__}")
    for name, hint in _checked_fields(cls):
        if name in data and not _conforms(data[name], hint):
            shown = json.dumps(data[name])[:60]
            raise TypeError(f"{cls.__name__}.{name} should be {_describe(hint)}, not {shown}")


@functools.cache
def _checked_fields(cls: type) -> tuple[tuple[str, Any], ...]:
    """The fields a manifest gives, with their types: resolving the annotations once per class, not once
    per record (a trace has a record per pass; that took most of the time of reading a manifest)."""
    hints = get_type_hints(cls)
    return tuple((item.name, hints[item.name]) for item in fields(cls) if item.init and item.name != "root")


def _conforms(value: object, hint: Any) -> bool:
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, UnionType):
        return any(_conforms(value, arg) for arg in args)
    if hint is type(None):
        return value is None
    if hint is Any:
        return True
    if isinstance(hint, type) and issubclass(hint, Enum):
        return isinstance(value, str) and value in {member.value for member in hint}
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint in (str, bool):
        return isinstance(value, hint)
    if origin is dict:
        return isinstance(value, dict) and all(_conforms(k, args[0]) and _conforms(v, args[1]) for k, v in value.items())
    if origin in (list, tuple):
        return isinstance(value, list) and all(_conforms(v, args[0]) for v in value)
    if is_dataclass(hint):
        return isinstance(value, dict)  # its own fields are checked when it is built
    return True


def _describe(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint).replace("typing.", "")
