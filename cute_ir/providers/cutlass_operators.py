"""NVIDIA's operator catalogue (PyPI nvidia-cutlass-operators, `cutlass.operators`) as a kernel provider.

Every operator of every class and target the installed package generates (~290,000 per Blackwell
target), named by the catalogue's own operator names (`cutedsl.PersistentDenseGemmOperator_sm100_...`).
The catalogue is too large to construct in full, so this family is *indexed*: the registry asks it for
one name (`find_kernel`) or a filtered listing (`list_kernels`), answered from metadata rows
(`operators_index`, built once per operators and DSL release in a child process); the CLI process never
imports `cutlass` for them, and an operator is constructed only where it compiles (the capture child).

Short aliases: the 18 `nvop_*` names of the first provider (SM90 128x128/128x256 and SM80 128x128x32
f16/bf16 "ttt" GEMMs: docs/gpu-results.md and bench/gemm.py use them), and names over the 200
characters a kernel name may have (block-scaled GEMMs: the `ScaleMode.`/`ScaleSwizzleMode.` enum prefixes
are dropped). `tags["operator"]` always holds the catalogue's own name.

Compiling needs no GPU: the hardware queries an operator makes while compiling (the maximum number of
active clusters) are answered for the target GPU from `cute_ir.releases.hardware` and recorded in the
trace as assumptions (`hardware_assumptions`).
"""

from __future__ import annotations

import bisect
import difflib
import hashlib
import json
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any, NamedTuple

from cute_ir.errors import BadInputError
from cute_ir.problems import GemmArguments
from cute_ir.providers import operators_index
from cute_ir.registry import dsl_compat
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.kernel import CompiledArtifact, Kernel
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata, MetadataFilter, OperandMetadata, matches
from cute_ir.registry.names import MAX_LENGTH as MAX_NAME_LENGTH
from cute_ir.registry.dtypes import is_known
from cute_ir.registry.operands import OperandSpec, OperandView, contiguous_along
from cute_ir.registry.provider import KernelProvider
from cute_ir.registry.status import Status

PACKAGE = operators_index.PACKAGE
FAMILY = "cutlass_operators"
EXAMPLE_SHAPE_LMNK = (2, 992, 1056, 512)  # batched; M, N multiples of 32 (fp4 operands) but of no tile
# The DSL's type names -> the short names `--filter dtype=...` and design points use.
SHORT_DTYPES = {
    "Float16": "f16", "BFloat16": "bf16", "Float32": "f32", "TFloat32": "tf32", "Float64": "f64",
    "Float8E4M3FN": "e4m3", "Float8E5M2": "e5m2", "Float6E2M3FN": "e2m3", "Float6E3M2FN": "e3m2",
    "Float4E2M1FN": "e2m1", "Float8E8M0FNU": "ue8m0", "Int8": "i8", "Uint8": "u8", "Int4": "i4", "Int32": "i32",
}
NO_TORCH_DTYPE = frozenset({"Int4", "Float6E2M3FN", "Float6E3M2FN"})  # torch 2.13 has none of these
_FAMILIES = {"f16": "f16", "bf16": "f16", "f32": "f32", "tf32": "f32", "f64": "f64", "e4m3": "f8", "e5m2": "f8",
             "e2m3": "f6", "e3m2": "f6", "e2m1": "f4", "i8": "int8", "u8": "int8", "i4": "int4", "i32": "int32"}
# The first provider's names: (dtype, tile, cluster or stages) of the SM90 and SM80 "ttt" GEMMs.
_ALIAS_DTYPES = {"f16": "Float16", "bf16": "BFloat16"}


def _short(dtype: str) -> str:
    return SHORT_DTYPES.get(dtype, dtype.lower())


def _cluster_class(cluster: Sequence[int]) -> str:
    """1 CTA, a pair along M or N, or larger (the shapes a scheduler and multicast treat alike)."""
    size = cluster[0] * cluster[1]
    if size == 1:
        return "1"
    if size == 2:
        return "2m" if cluster[0] == 2 else "2n"
    return "4+" if size <= 4 else "8+"


def instance_name(operator_name: str) -> str:
    """The catalogue's name, or for one over the kernel-name limit the same without enum prefixes."""
    if len(operator_name) <= MAX_NAME_LENGTH:
        return operator_name
    return operator_name.replace("ScaleSwizzleMode.", "").replace("ScaleMode.", "")


POINT_TAGS = ("cta", "cluster_class", "epilogue_kind", "scale_format", "dtype_family", "target")


def json_key(kind: dict[str, Any]) -> str:
    return json.dumps(kind, sort_keys=True)


@dataclass(frozen=True)
class _KindMetadata:
    operands: dict[str, OperandMetadata]
    tags: dict[str, str]
    min_cc: int


_KINDS: dict[tuple[str, str], _KindMetadata] = {}


def _kind_metadata(operator_class: str, key: str) -> _KindMetadata:
    """What every operator of one kind shares, made once per kind (a few thousand in the catalogue)."""
    cached = _KINDS.get((operator_class, key))
    if cached is not None:
        return cached
    kind = json.loads(key)
    operands = {name: OperandMetadata(_short(kind[name]["dtype"]), rank=3, leading_dim=kind[name]["lead"],
                                      alignment=kind[name]["div"]) for name in ("A", "B", "out")}
    scale = kind["A"].get("mode") or kind["B"].get("mode") or ""
    scale_dtype = kind["A"].get("scale") or kind["B"].get("scale") or ""
    families = [_FAMILIES.get(operands[name].dtype, operands[name].dtype) for name in ("A", "B")]
    targets = kind["targets"]
    tags = {
        "provider": PACKAGE, "operator_class": operator_class,
        "accumulator": _short(kind["acc"]), "cta": str(kind["cta"]),
        "scheduler": kind["scheduler"] or "default", "tma_store": "yes" if kind["tma_store"] else "no",
        "epilogue_kind": "efc" if "EFC" in operator_class else "none",
        "scale_format": f"{scale}:{_short(scale_dtype)}" if scale else "none",
        "dtype_family": families[0] if families[0] == families[1] else "x".join(families),
        "targets": ",".join(targets), "target": targets[0] if targets else "", "grouped": kind["grouped"] or "no",
    }
    made = _KindMetadata(operands, tags, min(operators_index.target_cc(t) for t in targets) if targets else 0)
    _KINDS[(operator_class, key)] = made
    return made


EPILOGUE = "acc"  # the operators store the accumulator as it is


def _cluster3(cluster: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(cluster) + (1,) * (3 - len(cluster))


@lru_cache(maxsize=None)
def _joined(extents: tuple[int, ...]) -> str:
    return "x".join(map(str, extents))


@lru_cache(maxsize=None)
def _cluster_tags(cluster: tuple[int, ...], fallback: tuple[int, ...]) -> dict[str, str]:
    return {"cluster": _joined(cluster), "cluster_class": _cluster_class(cluster), "fallback_cluster": _joined(fallback)}


@lru_cache(maxsize=None)
def _cluster_tags_json(cluster: tuple[int, ...], fallback: tuple[int, ...]) -> str:
    """`, "cluster": ..., "fallback_cluster": ...}`: the end of an operator's tags as JSON."""
    return ", " + json.dumps(_cluster_tags(cluster, fallback))[1:]


_quoted = json.encoder.encode_basestring_ascii  # json.dumps of a str (as its default ensure_ascii writes it)


@lru_cache(maxsize=None)
def _design_json(tile: tuple[int, ...], cluster: tuple[int, ...], stages: int) -> str:
    return json.dumps(_design(tile, cluster, stages).to_json())


@dataclass(frozen=True)
class _ListingPieces:
    """The parts of an operator's listing (JSON object, plain line) every operator of its kind shares."""

    head: str  # `, "kernel_class": ..., "min_cc": ..., "operands": {...}`
    middle: str  # `, "epilogue": ..., "family": ..., "layout": `
    tags: str  # `, "tags": {the kind's tags`
    point_tags: str  # `, "point_tags": [...], "design_point": `
    plain: str  # `\tclass\tsm_NN\tA=..,B=..,out=..\t`


_PIECES: dict[tuple[str, str], _ListingPieces] = {}


def _listing_pieces(kernel: CutlassOperatorKernel) -> _ListingPieces:
    """Cut from the first operator of the kind's own metadata, so the pieces say what `to_json` says."""
    row = kernel.row
    found = _PIECES.get((row.operator_class, row.kind_key))
    if found is not None:
        return found
    meta = kernel.metadata
    whole = meta.to_json()
    shared = _kind_metadata(row.operator_class, row.kind_key)
    dtypes = ",".join(f"{name}={operand.dtype}" for name, operand in meta.operands.items())
    made = _ListingPieces(
        head=", " + json.dumps({key: whole[key] for key in ("kernel_class", "min_cc", "operands")})[1:-1],
        middle=", " + json.dumps({key: whole[key] for key in ("epilogue", "family")})[1:-1] + ', "layout": ',
        tags=', "tags": ' + json.dumps(shared.tags)[:-1],
        point_tags=", " + json.dumps({"point_tags": whole["point_tags"]})[1:-1] + ', "design_point": ',
        plain=f"\t{meta.kernel_class}\tsm_{meta.min_cc}\t{dtypes}\t")
    _PIECES[(row.operator_class, row.kind_key)] = made
    return made


_POINTS: dict[tuple[str, str, tuple[int, ...]], str] = {}


def _design_point_json(kernel: CutlassOperatorKernel, cluster: tuple[int, ...]) -> str:
    """An operator's design point as JSON: its kind and cluster decide it (tiles and stages are left out)."""
    row = kernel.row
    key = (row.operator_class, row.kind_key, cluster)
    found = _POINTS.get(key)
    if found is None:
        found = _POINTS[key] = json.dumps(kernel.metadata.design_point())
    return found


@lru_cache(maxsize=None)
def _design(tile: tuple[int, ...], cluster: tuple[int, ...], stages: int) -> DesignMetadata:
    return DesignMetadata(tile_shape=tile, threads=0, cluster_shape=cluster, stages=stages or 1,  # type: ignore[arg-type]
                          vector_bits=128)


class _Row(NamedTuple):
    """One operator as the index holds it (a tuple: a listing makes ~290,000, a frozen dataclass is 3x slower to make)."""

    operator_class: str
    name: str
    kind: dict[str, Any]
    tile: tuple[int, ...]
    cluster: tuple[int, ...]
    stages: int
    fallback: tuple[int, ...]
    kind_key: str  # the kind as sorted JSON: what `_kind_metadata` caches by


class CutlassOperatorKernel(Kernel):
    """One NVIDIA operator, described from the index; the operator itself is constructed on first use."""

    arguments_type = GemmArguments
    FILTER_TAGS = ("operator", "provider", "operator_class", "accumulator", "cta", "cluster", "cluster_class",
                   "fallback_cluster", "scheduler", "tma_store", "epilogue_kind", "scale_format", "dtype_family",
                   "targets", "target", "grouped")
    MIN_DSL = operators_index.MIN_DSL  # goldens under an older DSL are skipped with this reason
    MIN_DSL_REASON = PACKAGE
    indexed = True  # the registry asks find_kernel / list_kernels instead of generating every instance

    def __init__(self, row: _Row, alias: str = "") -> None:  # noqa: D107 - metadata is made on first use
        self.row = row
        self.alias = alias
        self._operator: Any = None

    @property
    def name(self) -> str:
        return self.alias or instance_name(self.row.name)

    @cached_property
    def metadata(self) -> KernelMetadata:  # type: ignore[override]
        """Built on first use: a listing of ~290,000 operators builds only what it prints or filters on."""
        row = self.row
        shared = _kind_metadata(row.operator_class, row.kind_key)
        return KernelMetadata(
            kernel_name=self.name,
            kernel_class=row.operator_class,
            min_cc=shared.min_cc,
            operands=shared.operands,
            design=_design(row.tile, _cluster3(row.cluster), row.stages),
            epilogue=EPILOGUE,
            family=FAMILY,
            layout=_layout(row.name),
            tags={**shared.tags, "operator": row.name, **_cluster_tags(row.cluster, row.fallback)},
            point_tags=POINT_TAGS,
        )

    def listing_json(self, provider: str) -> str:
        """The base class's `{**metadata.to_json(), "provider": ...}` as JSON, joined from pieces the
        operators of one kind, tile and cluster share: `list --json` of a target writes ~290,000 and
        making each one's metadata took most of its 15 s (tests pin both equal)."""
        row = self.row
        pieces = _listing_pieces(self)
        cluster = _cluster3(row.cluster)
        name = self.name
        quoted = _quoted(name)
        return "".join((
            '{"kernel_name": ', quoted, pieces.head,
            ', "design": ', _design_json(row.tile, cluster, row.stages),
            pieces.middle, _quoted(_layout(row.name)),
            pieces.tags, ', "operator": ', quoted if name == row.name else _quoted(row.name),
            _cluster_tags_json(row.cluster, row.fallback),
            pieces.point_tags, _design_point_json(self, cluster),
            ', "provider": ', _quoted(provider), "}"))

    def listing_line(self) -> str:
        """The base class's plain line, without making the metadata (see `listing_json`)."""
        row = self.row
        return (f"{self.name}{_listing_pieces(self).plain}{_layout(row.name) or 'row'}\t{_joined(row.tile)}\t"
                f"{_joined(_cluster3(row.cluster))}\n")

    # -- the registry's questions (no cutlass import) ----------------------------------------------

    @classmethod
    def generate_kernels(
        cls, metadata_filter: MetadataFilter = None, epilogue_args: str | None = None, cc: int | None = None
    ) -> list[Kernel]:
        """The 18 aliased operators (what listing every family eagerly gets: the catalogue is indexed)."""
        if operators_index.installed_version() is None:
            return []
        kernels = [kernel for alias in _aliases() if (kernel := cls.find_kernel(alias)) is not None]
        return cls._keep(kernels, metadata_filter, epilogue_args, cc)

    @classmethod
    def check_available(cls) -> None:
        """Refuses (missing, unsupported release, too old a DSL) where the provider is asked for by name:
        otherwise it simply has no instances."""
        operators_index.check_installed()

    @classmethod
    def claims(cls, name: str) -> bool:
        """Names of the catalogue and its aliases: an unknown one is answered from the index alone."""
        return name.startswith("cutedsl.") or name.startswith("nvop_")

    @classmethod
    def find_kernel(cls, name: str) -> Kernel | None:
        """The operator of that name (or alias), from its class's index alone; None when not ours."""
        if not (name.startswith("cutedsl.") or name.startswith("nvop_")):
            return None
        operators_index.check_installed()
        aliases = _aliases()
        operator_name = aliases.get(name, name)
        known = operators_index.classes()
        operator_class = operators_index.class_of_name(operator_name, known)
        if operator_class is None:
            return None
        table = operators_index.class_rows([operator_class])[operator_class.name]
        row = _find_row(operator_class.name, table, operator_name)
        if row is None:
            return None
        return cls(row, alias=name if name in aliases else "")

    @classmethod
    def suggestions(cls, name: str) -> list[str]:
        """Close names within the class the name's prefix names (never the whole catalogue)."""
        if not name.startswith("cutedsl."):
            return difflib.get_close_matches(name, list(_aliases()), n=5, cutoff=0.5)
        known = operators_index.classes()
        operator_class = operators_index.class_of_name(name, known)
        if operator_class is None:
            return [prefix + "..." for each in known for prefix in each.prefixes
                    if difflib.SequenceMatcher(None, name.split("_", 1)[0] + "_", prefix).ratio() > 0.7]
        names = [row[0] for row in operators_index.class_rows([operator_class])[operator_class.name]["rows"]]
        start = bisect.bisect_left(names, name)
        nearby = names[max(0, start - 200): start + 200]  # sorted: a typo late in the name sorts close by
        tokens = set(name.split("_"))
        sharing = sorted(names, key=lambda other: -len(tokens & set(other.split("_"))))[:400]
        return [instance_name(found) for found in
                difflib.get_close_matches(name, list(dict.fromkeys(nearby + sharing)), n=5, cutoff=0.6)]

    @classmethod
    def list_kernels(cls, metadata_filter: MetadataFilter = None, arch: str | None = None,
                     cc: int | None = None, args: RuntimeArguments | None = None) -> list[Kernel]:
        """Every operator that compiles for `arch` (every target when None) and passes the filter; given
        GEMM operands, the operators the package itself finds for them (`supports`), never the whole
        index filtered one by one."""
        if operators_index.installed_version() is None:
            return []
        operators_index.check_installed()
        target = operators_index.target_of_arch(arch) if arch else None
        known = operators_index.classes()
        wanted = operators_index.classes_for_target(target, known) if target else known
        if isinstance(metadata_filter, dict) and "class" in metadata_filter:
            chosen = {part.strip() for part in metadata_filter["class"].split(",")}
            wanted = [each for each in wanted if each.name in chosen]
        description = _asked_about(args)
        if description is not None:  # the package's own rows for these operands (it may make unlisted ones)
            answers = {each.name: operators_index.package_answer(description, each.name) for each in wanted}
            tables = {name: answer.get("supported", {"kinds": [], "rows": []}) for name, answer in answers.items()}
        else:
            tables = operators_index.class_rows(wanted)
        found: list[Kernel] = []
        for operator_class in wanted:
            table = tables[operator_class.name]
            kinds = table["kinds"]
            keys = [json_key(kind) for kind in kinds]
            for entry in table["rows"]:
                kind = kinds[entry[1]]
                if target is not None and target not in kind["targets"]:
                    continue
                kernel = cls(_row(operator_class.name, entry, kind, keys[entry[1]]))
                if metadata_filter is None and cc is None:
                    found.append(kernel)  # its metadata is made when something reads it
                elif (cc is None or kernel.metadata.min_cc <= cc) and matches(kernel.metadata, metadata_filter):
                    found.append(kernel)
        return found

    @classmethod
    def golden_kernels(cls) -> list[Kernel]:
        """The golden set (`golden_set`): an operator per golden point of every golden target, captured
        afresh in every check, and one per remaining design point, checked by its capture key."""
        if operators_index.installed_version() is None:
            return []
        kernels: dict[str, CutlassOperatorKernel] = {}
        for name, targets in golden_set().items():
            kernel = cls.find_kernel(name)
            assert isinstance(kernel, CutlassOperatorKernel)
            kernel.golden_targets = tuple(targets)
            kernels[name] = kernel
        return list(kernels.values())

    golden_targets: tuple[str, ...] = ()

    def golden_archs(self) -> tuple[str, ...]:
        """An operator's goldens are made for the targets it was picked for (`golden check NAME` of a
        golden-set operator looks them up), else for its first target."""
        targets = self.golden_targets or tuple(golden_set().get(self.row.name, ()))
        if not targets:
            targets = (self.row.kind["targets"][0],) if self.row.kind["targets"] else ()
        return tuple(f"sm_{target}" for target in targets)

    def golden_checked_by_key(self, arch: str) -> bool:
        """Is this operator's golden for `arch` one of the design points checked by its capture key
        (cute_ir.golden.capture_key) rather than captured afresh in every check?"""
        return golden_rule() == "ci" and [self.row.name, arch.removeprefix("sm_")] in keyed_picks()

    def cannot_run_on(self, cc: int) -> str | None:
        """An arch-conditional operator runs only on its targets' GPUs (an sm_100a one on no H100)."""
        targets = self.row.kind["targets"]
        runs = {operators_index.target_cc(target) for target in targets if target.endswith("a")}
        portable = [operators_index.target_cc(target) for target in targets if not target.endswith("a")]
        if cc in runs or any(cc >= each for each in portable):
            return None
        first = targets[0] if targets else "?"
        return f"needs sm_{operators_index.target_cc(first)} (compiles for {', '.join('sm_' + t for t in targets)})"

    def own_arch_instead_of(self, arch: str) -> str | None:
        """An operator compiles for its targets only: its first one where `arch` is none of them."""
        targets = self.row.kind["targets"]
        if not targets or arch.removeprefix("sm_") in targets:
            return None
        return f"sm_{targets[0]}"

    def run_environment(self) -> dict[str, str]:
        """The package compiles an operator for TVM-FFI calls whenever tvm_ffi is installed, but the DSL
        makes the run's operands TVM-FFI tensors only under CUTE_DSL_ENABLE_TVM_FFI=1 (without it every run
        on the H100 failed: "runtime._Tensor is not a TVM-FFI tensor"). Both switches are set to the same
        answer, as the package refuses two that disagree."""
        import importlib.util

        enabled = "1" if importlib.util.find_spec("tvm_ffi") else "0"
        return {"CUTE_DSL_ENABLE_TVM_FFI": enabled, "CUTLASS_OPERATORS_USE_TVM_FFI": enabled}

    # -- compiling and running (imports cutlass) ------------------------------------------------------

    @property
    def operator(self) -> Any:
        if self._operator is None:
            self._operator = operators_index.construct(self.row.name, self.row.operator_class)
        return self._operator

    @property
    def source_file(self):  # type: ignore[override]
        """The operator class's module in the operators package (found without importing it)."""
        import importlib.util
        from pathlib import Path

        module = next(each.module for each in operators_index.classes() if each.name == self.row.operator_class)
        spec = importlib.util.find_spec(module)
        return Path(spec.origin if spec and spec.origin else "").resolve()

    def warm_up(self) -> None:
        """The class's operators enumerated once (each capture then constructs its operator from the
        metadata, not by enumerating the class again: 1.5 CPU-s for the SM100 EFC class), and the torch
        fake tensors that `compile` makes example operands with imported (not made: a compile makes its own)."""
        import torch._dynamo  # noqa: F401 - what a FakeTensorMode imports when it is made: 1.2 CPU-s

        operators_index.remember_class(self.row.operator_class)

    def unavailable(self) -> str | None:
        """Compiles without a GPU (hardware queries are answered for the target), except where an operand
        type has no torch dtype to describe it with (the operators package compiles from torch tensors)."""
        missing = sorted({self.row.kind[name]["dtype"] for name in ("A", "B", "out")} & NO_TORCH_DTYPE)
        if missing:
            return (f"its operands ({', '.join(missing)}) have no torch dtype, and {PACKAGE} compiles from torch "
                    "tensors: no example operands without a GPU")
        return None

    def example_arguments(self) -> RuntimeArguments:
        """GEMM operands of the example (L, M, N, K), each laid out as the operator takes it (its leading
        dimension contiguous: the layout letters), where cute-ir's GEMM problem describes the operator;
        else an example to compile from, which says why it cannot run."""
        batch, m, n, k = EXAMPLE_SHAPE_LMNK
        refusal = self.run_refusal()
        if refusal is not None:
            return OperatorExample(EXAMPLE_SHAPE_LMNK, refusal)
        operands = self.metadata.operands
        shapes = {"A": (batch, m, k), "B": (batch, k, n), "out": (batch, m, n)}
        specs = {name: OperandSpec(operands[name].dtype, shape, contiguous_along(shape, operands[name].leading_dim))
                 for name, shape in shapes.items()}
        return GemmArguments(**specs, accumulator_type=self.metadata.tags["accumulator"])

    def run_refusal(self) -> str | None:
        """Why cute-ir's GEMM problem cannot describe the operator (so `cute-ir run` refuses it), None
        when it can: one A, B and out of types cute-ir has torch dtypes for (f16, bf16, f32, e4m3, e5m2,
        i8, u8, i32), any layout, stored as accumulated (no scale factors, groups or fused epilogue)."""
        kind, operands, tags = self.row.kind, self.metadata.operands, self.metadata.tags
        if kind["grouped"]:
            return f"a grouped GEMM ({kind['grouped']}): cute-ir's GEMM problem has one A, B and out"
        if "scale" in kind["A"] or "scale" in kind["B"]:
            return f"block-scaled operands ({tags['scale_format']}): cute-ir's GEMM problem has no scale factors"
        if tags["epilogue_kind"] != "none":
            return f"a fused epilogue ({tags['epilogue_kind']}): cute-ir's GEMM problem stores the plain product"
        unknown = [f"{name} {kind[name]['dtype']}" for name in ("A", "B", "out") if not is_known(operands[name].dtype)]
        if not is_known(tags["accumulator"]):
            unknown.append(f"accumulator {kind['acc']}")
        if unknown:
            return f"cute-ir has no torch dtype to fill or compare {', '.join(unknown)}"
        return None

    def supports(self, args: RuntimeArguments) -> Status:
        """The operators package's own answer (`Operator.supports` as `get_operators(args)` asks it:
        the operator's metadata, then its class's extra checks), asked once per operands for every
        class and kept (`operators_index.package_answer`); cute-ir's own operand checks only word the
        reason where the package never generates this operator for these operands."""
        if isinstance(args, OperatorExample):
            return Status.success()
        if not isinstance(args, GemmArguments):
            return Status.fail(f"{self.name} takes GemmArguments, got {type(args).__name__}")
        if args.epilogue is not None:  # the operators store the accumulator as it is
            return Status.fail(f"{self.name} stores the plain product; these arguments ask for the epilogue {args.epilogue}")
        if args.split_k_mode not in (None, "none"):
            return Status.fail(f"{self.name}: {PACKAGE}'s operators do not split K")
        try:
            description = _described(args)
        except BadInputError as err:
            return Status.fail(err.message)
        answer = operators_index.package_answer(description, self.row.operator_class, self.row.name)
        name = self.row.name
        if "refused" in answer:
            return Status.fail(f"{PACKAGE} refuses these operands: {answer['refused']}")
        if name in _supported_names(answer["supported"]):
            return Status.success()
        if name in answer["rejected"]:
            return Status.fail(f"{PACKAGE}: {answer['rejected'][name]}")
        ours = super().supports(args)
        return ours if not ours else Status.fail(f"{PACKAGE} makes no operator {name} for these operands")

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        (batch, m, k), (batch_b, k_b, n), out = views["A"].shape, views["B"].shape, views["out"].shape
        if (batch_b, k_b) != (batch, k) or out != (batch, m, n):
            return Status.fail(f"shapes A {views['A'].shape}, B {views['B'].shape}, out {out} do not chain as (L,M,K)(L,K,N)(L,M,N)")
        return Status.success()

    def compile(self, args: RuntimeArguments) -> CompiledArtifact:
        """The operator's own compile for the DSL's target arch, hardware queries answered for it."""
        from cute_ir.providers.operator_hardware import answered_for

        arch = dsl_compat.target_arch()
        target = arch.removeprefix("sm_")
        if target not in self.row.kind["targets"]:
            raise BadInputError(f"{self.name} needs sm_{self.row.kind['targets'][0]} (compiles for "
                                f"{', '.join('sm_' + t for t in self.row.kind['targets'])}), not {arch}",
                                hint=f"--arch sm_{self.row.kind['targets'][0]}")
        status = self.supports(args)
        if not status:
            raise BadInputError(f"{self.name}: {status.error}")
        operator_args = self._operator_arguments(args)
        with answered_for(arch):
            compiled = self.operator.compile(operator_args, target_sm=target)
        return CompiledArtifact(self.name, arch, dsl_compat.dsl_version(), _OperatorLaunch(self.operator, compiled))

    def jit_function(self) -> Any:
        raise NotImplementedError(f"{self.name} compiles through {PACKAGE}'s Operator.compile, not a @cute.jit function")

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        return (self._operator_arguments(args.with_operands(tensors)), stream)

    def _operator_arguments(self, args: RuntimeArguments) -> Any:
        from cute_ir.providers.operator_arguments import operator_arguments

        return operator_arguments(self.operator, args)


@dataclass
class OperatorExample(RuntimeArguments):
    """Example arguments of an operator whose operands cute-ir's problems do not describe (fp4, fp6,
    int4, scaled, grouped, fused epilogues): fake tensors of (L, M, N, K) made in `operator_arguments`,
    and why the operator cannot run (`run_refusal`)."""

    shape_lmnk: tuple[int, int, int, int]
    refusal: str = ""

    def operands(self) -> dict[str, Any]:
        return {}

    def why_not_runnable(self) -> str:
        return self.refusal


class _OperatorLaunch:
    """What `CompiledArtifact.compiled` holds for an operator: called with `jit_arguments`' tuple."""

    def __init__(self, operator: Any, artifact: Any) -> None:
        self.operator = operator
        self.artifact = artifact

    def __call__(self, arguments: Any, stream: Any) -> None:
        self.operator.run(arguments, self.artifact, stream=stream, assume_supported_args=True)


_DSL_DTYPES = {short: name for name, short in SHORT_DTYPES.items()}
_DESCRIBED: dict[int, tuple[GemmArguments, dict[str, Any]]] = {}  # id(args) -> (args, description)


def _described(args: GemmArguments) -> dict[str, Any]:
    """The operands as the package is asked about them (`operators_index.supported_by_package`); one
    description per arguments object (a listing asks once per operator)."""
    from cute_ir.registry.operands import describe

    kept = _DESCRIBED.get(id(args))
    if kept is not None and kept[0] is args:
        return kept[1]
    description: dict[str, Any] = {}
    for name, operand in (("A", args.A), ("B", args.B), ("out", args.out)):
        view = describe(operand, name)
        if view.dtype not in _DSL_DTYPES:
            raise BadInputError(f"operand {name!r}: {view.dtype or 'an unknown type'} is no element type of {PACKAGE}")
        description[name] = {"dtype": _DSL_DTYPES[view.dtype], "shape": list(view.shape), "stride": list(view.stride),
                             "address_alignment": view.address_alignment}
    if args.accumulator_type not in _DSL_DTYPES:
        raise BadInputError(f"accumulator {args.accumulator_type!r} is no element type of {PACKAGE}")
    description["accumulator"] = _DSL_DTYPES[args.accumulator_type]
    _DESCRIBED.clear()
    _DESCRIBED[id(args)] = (args, description)
    return description


def _asked_about(args: RuntimeArguments | None) -> dict[str, Any] | None:
    """The operands to ask the package about, where a listing is given GEMM operands it can describe."""
    if not isinstance(args, GemmArguments) or args.epilogue is not None or args.split_k_mode not in (None, "none"):
        return None
    try:
        return _described(args)
    except BadInputError:
        return None  # listed whole: each operator's `supports` then says why not


_SUPPORTED: dict[int, tuple[dict[str, Any], frozenset[str]]] = {}


def _supported_names(table: dict[str, Any]) -> frozenset[str]:
    """The names of a class's supported rows, made once per answer."""
    kept = _SUPPORTED.get(id(table))
    if kept is None or kept[0] is not table:
        kept = (table, frozenset(entry[0] for entry in table["rows"]))
        _SUPPORTED[id(table)] = kept
    return kept[1]


_LAYOUT = re.compile(r"(?:^|_)([tn]{3})(?=_|$)")


def _layout(operator_name: str) -> str:
    """The name's layout letters ("ttt"): its first `_`-separated part of three t/n letters."""
    found = _LAYOUT.search(operator_name)
    return found.group(1) if found else ""


def _find_row(class_name: str, table: dict[str, Any], operator_name: str) -> _Row | None:
    names = _names_of(class_name, table)
    wanted = operator_name
    at = bisect.bisect_left(names, wanted)
    if at == len(names) or names[at] != wanted:
        long_names = [each for each in names if len(each) > MAX_NAME_LENGTH and instance_name(each) == wanted]
        if not long_names:
            return None
        at = bisect.bisect_left(names, long_names[0])
    entry = table["rows"][at]
    kind = table["kinds"][entry[1]]
    return _row(class_name, entry, kind, json_key(kind))


def _row(class_name: str, entry: list[Any], kind: dict[str, Any], kind_key: str) -> _Row:
    return _Row(class_name, entry[0], kind, tuple(entry[2]), tuple(entry[3]), entry[4], tuple(entry[5]), kind_key)


_NAMES: dict[str, list[str]] = {}  # class -> its operator names, sorted (the index keeps rows by name)


def _names_of(class_name: str, table: dict[str, Any]) -> list[str]:
    if class_name not in _NAMES:
        _NAMES[class_name] = [entry[0] for entry in table["rows"]]
    return _NAMES[class_name]


GOLDEN_TARGETS = ("80", "90a", "100a", "103a")  # the targets the CPU captures cover
GOLDEN_RULE_ENV = "CUTE_IR_OPERATOR_GOLDENS"
# The dimensions of a golden point, per rule (docs/goldens.md, "NVIDIA's operators"). "ci", the checked-in
# set: the finest point whose goldens CI's budget checks (63 goldens of operators 0.3.0, DSL 4.8.1).
# "design-point": the whole design point (712), for a store of one's own
# (`CUTE_IR_OPERATOR_GOLDENS=design-point cute-ir golden update --golden-dir DIR --ray ...`).
GOLDEN_RULES = {
    "ci": ("target", "class", "cta", "dtype_family", "scale_format", "epilogue_kind"),
    "design-point": ("target", "class", "cta", "dtype_family", "out_family", "accumulator_family", "scale_format",
                     "epilogue_kind", "cluster_class"),
}


KEYED_RULE = "design-point"  # the design points beyond "ci"'s, checked by capture key


def golden_rule() -> str:
    """The rule the golden set is picked by: $CUTE_IR_OPERATOR_GOLDENS, else "ci"."""
    rule = os.environ.get(GOLDEN_RULE_ENV) or "ci"
    if rule not in GOLDEN_RULES:
        raise BadInputError(f"{GOLDEN_RULE_ENV}={rule!r} names no golden rule ({', '.join(GOLDEN_RULES)})")
    return rule


def golden_point(kernel: Kernel, target: str, rule: str = "ci") -> dict[str, str]:
    """The design point the golden set keeps one operator of, at `rule`'s granularity.

    "ci" is target x class x 1/2-CTA x A/B dtype family x scale format x epilogue kind: with output and
    accumulator families and the cluster class too (the whole design point, 712 values over the golden
    targets) a check would take ~54 minutes on CI's 2 cores and the goldens ~75 MB (docs/goldens.md).
    Operators cute-ir cannot capture without a GPU (`unavailable`) are not candidates."""
    metadata = kernel.metadata
    tags = metadata.tags
    values = {
        "target": target, "class": metadata.kernel_class, "cta": tags["cta"], "dtype_family": tags["dtype_family"],
        "out_family": _FAMILIES.get(metadata.operands["out"].dtype, metadata.operands["out"].dtype),
        "accumulator_family": _FAMILIES.get(tags["accumulator"], tags["accumulator"]),
        "scale_format": tags["scale_format"], "epilogue_kind": tags["epilogue_kind"],
        "cluster_class": tags["cluster_class"],
    }
    return {dimension: values[dimension] for dimension in GOLDEN_RULES[rule]}


def golden_picks(rule: str) -> list[list[str]]:
    """[operator name, target] of the golden set under `rule`: `stratified_sample(points, None)` of
    `golden_points`, one pick per point (the same names for the same catalogue). Picked once per operators
    and DSL release and kept beside the index, under a name that changes with the rule's definition."""
    return _cached_picks(rule, GOLDEN_RULES[rule], lambda: _picks(golden_points(rule)))


def _cached_picks(what: str, rules: object, make: Any) -> list[list[str]]:
    """`make()`'s picks, kept beside the index under a name that changes with the rules' definition."""
    definition = json.dumps([rules, GOLDEN_TARGETS, sorted(NO_TORCH_DTYPE), _FAMILIES], sort_keys=True)
    digest = hashlib.sha256(definition.encode()).hexdigest()[:12]
    return operators_index.cached_json(f"goldens-{what}-{digest}", make)


def golden_set() -> dict[str, list[str]]:
    """Operator name -> the golden targets it was picked for: under the "ci" rule its picks and the keyed
    picks (`keyed_picks`), under any other rule that rule's picks."""
    rule = golden_rule()
    chosen: dict[str, list[str]] = {}
    for name, target in golden_picks(rule) + (keyed_picks() if rule == "ci" else []):
        chosen.setdefault(name, []).append(target)
    return chosen


def keyed_picks() -> list[list[str]]:
    """[operator name, target] of every design point (the "design-point" rule) that no "ci" pick lies in:
    their goldens keep facts only and are checked by capture key, so the whole design point is checked
    in CI's budget (docs/goldens.md). Kept beside the index, like `golden_picks`."""
    return _cached_picks("keyed", GOLDEN_RULES, _keyed_picks)


def _keyed_picks() -> list[list[str]]:
    from cute_ir.registry.sampling import point_key

    points = golden_points(KEYED_RULE)
    covered = {point_key(points[f"{name}@{target}"]) for name, target in golden_picks("ci")}
    return [pick for pick in golden_picks(KEYED_RULE) if point_key(points["@".join(pick)]) not in covered]


@lru_cache(maxsize=2)  # the keyed picks need the design points again
def golden_points(rule: str) -> dict[str, dict[str, str]]:
    """"<operator name>@<target>" -> its golden point, for every operator cute-ir can capture without a
    GPU and every golden target it compiles for."""
    points: dict[str, dict[str, str]] = {}
    for kernel in CutlassOperatorKernel.list_kernels(None):
        assert isinstance(kernel, CutlassOperatorKernel)
        if kernel.unavailable() is not None:
            continue
        for target in kernel.row.kind["targets"]:
            if target in GOLDEN_TARGETS:
                points[f"{kernel.row.name}@{target}"] = golden_point(kernel, target, rule)
    return points


def _picks(points: dict[str, dict[str, str]]) -> list[list[str]]:
    from cute_ir.registry.sampling import stratified_sample

    return sorted(list(pick.rsplit("@", 1)) for pick in stratified_sample(points, None))


@lru_cache(maxsize=1)
def _aliases() -> dict[str, str]:
    """nvop_* -> the catalogue name (written out: the names are stable and the aliases fixed)."""
    aliases = {}
    for dtype, name in _ALIAS_DTYPES.items():
        types = f"ttt_A{name}_B{name}_out{name}_accFloat32"
        for tile in ("128x128x64", "128x256x64"):
            for cluster in ("1x1", "1x2", "2x1", "2x2"):
                aliases[f"nvop_sm90_ttt_{dtype}_{tile}_c{cluster}"] = (
                    f"cutedsl.Sm90StaticPersistentGemmOperator_{types}_cluster{cluster}x1_tile{tile}")
        aliases[f"nvop_sm80_ttt_{dtype}_128x128x32_s4"] = f"cutedsl.Sm80TensorOpGemmOperator_{types}_tile128x128x32"
    return aliases


PROVIDER = KernelProvider(name="cutlass_operators", families={"CutlassOperatorKernel": CutlassOperatorKernel})
