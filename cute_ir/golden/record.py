"""The content of one golden, built from a Trace: what a check compares and an update writes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.fsutil import sha256_text
from cute_ir.golden.layout import GoldenKey
from cute_ir.normalize.rules import RULES, ArtifactKind, normalize, stable_symbol_names
from cute_ir.trace import INPUT_FILE, KernelResources, Trace, check_types

SCHEMA_NAME = "cute-ir.golden"
SCHEMA_VERSION = 2  # 2: stage texts of 64 KiB or more stored as .gz (schema 1 goldens still read)

# Stages kept as reviewable text: (file in the golden, stage or artifact it shows).
STAGE_FILES: tuple[tuple[str, str], ...] = (
    ("input.mlir", "input"),
    ("cute-expand-ops.mlir", "cute-expand-ops"),
    ("cute-to-core.mlir", "cute-to-core"),
    ("to-llvm.mlir", "to-llvm"),
    ("llvm-only.mlir", "llvm-only"),
    ("kernel.ptx", "ptx"),
    ("resources.txt", "resources"),
)
RESOURCES_FILE = "resources.txt"
_ARTIFACT_STAGES = frozenset({"llvm-only", "ptx"})  # trace artifacts of the same name


def normalization_id() -> str:
    """Names of every rule in order: goldens made with other rules are compared with care."""
    return sha256_text(repr({kind.value: [r.name for r in rules] for kind, rules in RULES.items()}))[:16]


@dataclass(frozen=True)
class PassDigest:
    label: str  # "008-cute-expand-ops"
    stage: str
    fidelity: str  # recorded for review, never compared: it is how the capture got the IR, not the IR
    sha256: str | None  # of the normalized IR after the pass; None when the pass was skipped
    op_counts: dict[str, int] = field(default_factory=dict)
    verdict: str | None = None  # a skipped or emulated pass: idle/active/unproven/unprovable (not compared)


# Stage texts above this size are kept as a hash only: the tensor-core GEMMs' early stages run to
# 0.7-1.5 MB each, which would put all goldens of two DSL versions far over the 20 MB budget.
STAGE_TEXT_CAP = 256 * 1024


@dataclass(frozen=True)
class StageDigest:
    """One key stage of a golden: always its hash; its text only when it is worth storing."""

    stage: str
    sha256: str
    size: int
    stored: bool  # the text is a file of the golden
    same_as_pass: str | None = None  # the checkpoint's IR equals this pass's IR (text not repeated)

    @property
    def omission(self) -> str:
        if self.same_as_pass:
            return f"identical to the IR after pass {self.same_as_pass}"
        return f"{self.size} bytes, over the {STAGE_TEXT_CAP}-byte cap for stored stage texts"


@dataclass
class GoldenRecord:
    """Everything a golden holds, before it touches the disk.

    `texts` has every stage text the record knows: all of them for an obtained record, the stored
    ones for a golden read from disk.
    """

    key: GoldenKey
    strategy: str
    passes: list[PassDigest]
    stages: dict[str, StageDigest]  # golden file name -> digest
    texts: dict[str, str]
    sass_sha256: str | None
    normalization: str
    owner: str = ""  # the pytest test that checks it (cute_ir_golden fixture); "" = a registered kernel's golden
    # what decides the capture (cute_ir.golden.capture_key); None for goldens made before it was recorded
    capture_key: dict[str, str] | None = None

    @property
    def stored_files(self) -> dict[str, str]:
        return {name: self.texts[name] for name, digest in self.stages.items() if digest.stored}

    def manifest(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA_NAME,
            "schema_version": SCHEMA_VERSION,
            "dsl_version": self.key.dsl_version,
            "dsl_variant": self.key.dsl_variant,
            "arch": self.key.arch,
            "kernel": self.key.kernel,
            "strategy": self.strategy,
            "normalization": self.normalization,
            "passes": [vars(p) for p in self.passes],
            "stages": {name: vars(digest) for name, digest in self.stages.items()},
            "sass_sha256": self.sass_sha256,
            **({"owner": self.owner} if self.owner else {}),
            **({"capture_key": self.capture_key} if self.capture_key is not None else {}),
        }

    def facts_only(self) -> "GoldenRecord":
        """The record with no stage text stored but the resources: every pass's hash and op counts, every
        stage's hash, the SASS hash (a golden checked by its capture key: ~20 KB instead of ~110 KB)."""
        stages = {name: replace(digest, stored=digest.stored and name == RESOURCES_FILE)
                  for name, digest in self.stages.items()}
        return replace(self, stages=stages)

    @classmethod
    def from_manifest(cls, data: dict[str, Any], texts: dict[str, str], origin: str) -> "GoldenRecord":
        """The record a golden manifest describes; its values are type-checked first (a golden store
        received from someone else is untrusted: a list where a hash belongs must not reach compare)."""
        where = f"golden manifest {origin}"
        try:
            check_types(_ManifestFields, data, where)
            key = GoldenKey(data["dsl_version"], data["dsl_variant"], data["arch"], data["kernel"])
            for digest in data["passes"]:
                check_types(PassDigest, digest, where)
            for digest in data["stages"].values():
                check_types(StageDigest, digest, where)
            passes = [PassDigest(**p) for p in data["passes"]]
            stages = {name: StageDigest(**d) for name, d in data["stages"].items()}
            return cls(key, data["strategy"], passes, stages, texts, data.get("sass_sha256"), data["normalization"],
                       data.get("owner", ""), data.get("capture_key"))
        except (KeyError, TypeError) as err:
            raise BadInputError(f"{where} is malformed: {err}") from err


@dataclass(frozen=True)
class _ManifestFields:
    """The top-level fields of a golden manifest and their types, for `check_types`."""

    dsl_version: str
    dsl_variant: str
    arch: str
    kernel: str
    strategy: str
    normalization: str
    passes: list[dict[str, Any]]
    stages: dict[str, dict[str, Any]]
    sass_sha256: str | None = None
    owner: str = ""
    capture_key: dict[str, str] | None = None


def record_from_trace(trace: Trace, kernel: str | None = None) -> GoldenRecord:
    """Normalize a finished trace into golden content (per-pass hashes, stage texts, resources)."""
    if not trace.ok:
        assert trace.failure is not None
        raise BadInputError(
            f"the compile of {trace.kernel.name} failed ({trace.failure.kind}): {trace.failure.message}",
            hint="a golden needs a trace of a successful compile",
        )
    key = GoldenKey(trace.dsl_version, trace.dsl_variant, trace.arch, kernel or trace.kernel.name)
    cache: dict[str, str] = {}

    def normalized_ir(relative: str) -> str:
        if relative not in cache:
            cache[relative] = normalize(ArtifactKind.MLIR, trace.read_text(relative))
        return cache[relative]

    passes = [
        PassDigest(
            label=p.label,
            stage=p.stage,
            fidelity=p.fidelity.value,
            sha256=None if p.ir_file is None else sha256_text(normalized_ir(p.ir_file)),
            op_counts=dict(sorted(p.op_counts.items())),
            verdict=p.verdict.value if p.verdict else None,
        )
        for p in trace.passes
    ]
    pass_of_hash = {p.sha256: p.label for p in passes if p.sha256 is not None}
    stages: dict[str, StageDigest] = {}
    texts: dict[str, str] = {}
    for name, stage in STAGE_FILES:
        text = _stage_text(trace, stage, normalized_ir)
        if text is None:
            continue
        digest = sha256_text(text)
        same_as = pass_of_hash.get(digest) if stage in _ARTIFACT_STAGES else None
        stored = same_as is None and len(text.encode()) <= STAGE_TEXT_CAP
        stages[name] = StageDigest(stage, digest, len(text.encode()), stored, same_as)
        texts[name] = text
    sass = trace.artifact_text("sass")
    sass_sha = None if sass is None else sha256_text(normalize(ArtifactKind.SASS, sass))
    from cute_ir.golden.capture_key import capture_key

    input_stage = stages.get("input.mlir")
    recorded_key = capture_key(input_stage.sha256, trace.pipeline, trace.toolchain) if input_stage else None
    return GoldenRecord(key, trace.strategy.value, passes, stages, texts, sass_sha, normalization_id(),
                        capture_key=recorded_key)


def _stage_text(trace: Trace, stage: str, normalized_ir: Callable[[str], str]) -> str | None:
    if stage == "input":
        return normalized_ir(INPUT_FILE)
    if stage == "resources":
        return resource_summary(trace.resources) if trace.resources else None
    if stage in _ARTIFACT_STAGES:
        art = trace.artifacts.get(stage)
        if art is None:
            return None
        if stage == "ptx":
            return normalize(ArtifactKind.PTX, trace.read_text(art.file))
        return normalized_ir(art.file)
    known = [p for p in trace.stage_passes(stage) if p.ir_file is not None]
    return normalized_ir(known[-1].ir_file) if known else None


def parse_resource_summary(text: str) -> dict[str, dict[str, int]]:
    """A `resource_summary` read back: function -> metric -> value, metrics named as `cute-ir diff`
    names them (`registers`, `shared_bytes`, `class.LDG.128`), so a golden's resources compare like a trace's."""
    found: dict[str, dict[str, int]] = {}
    metrics: dict[str, int] = {}
    for line in text.splitlines():
        if line.startswith("function "):
            metrics = found.setdefault(line.removeprefix("function ").strip(), {})
            continue
        label, _, value = line.strip().rpartition(" ")
        if label and value.isdigit():
            label = label.strip()
            metrics[_FIELD_OF_LABEL.get(label, f"class.{label}")] = int(value)
    return found


# The resource lines of a summary, in order: (label, KernelResources field); SASS classes follow them.
_SUMMARY_FIELDS = (("registers", "registers"), ("shared bytes", "shared_bytes"), ("local bytes", "local_bytes"),
                   ("constant bytes", "constant_bytes"), ("spill stores", "spill_stores"),
                   ("spill loads", "spill_loads"), ("instructions", "instructions"))
_FIELD_OF_LABEL = dict(_SUMMARY_FIELDS)


def resource_summary(resources: list[KernelResources]) -> str:
    """Registers, memory, spills and the instruction-class histogram, one block per function."""
    lines: list[str] = []
    names = stable_symbol_names([r.function for r in resources])
    for function, res in sorted(zip(names, resources), key=lambda pair: pair[0]):
        lines.append(f"function {function}")
        lines += [f"  {label:<14} {getattr(res, field)}" for label, field in _SUMMARY_FIELDS]
        lines += [f"  {name:<14} {count}" for name, count in sorted(res.instruction_classes.items())]
    return "\n".join(lines) + "\n"
