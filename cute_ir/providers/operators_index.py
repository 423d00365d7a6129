"""An on-disk index of NVIDIA's operator catalogue (`cutlass.operators`), built from metadata alone.

Why: the catalogue holds ~290,000 operators per Blackwell target, and `get_operators(target_sm=...)`
constructs every one of them (~170 s for "100a" on the shared 2-core machine). Listing, filtering
and looking a name up only need each operator's metadata, which the package's own generators hand to
a metadata filter before they construct anything: a filter that records the metadata and answers
False enumerates a class without constructing one operator.

The index is built per operator class in a child process (`python -m cute_ir.providers.operators_index`),
so the CLI process never imports `cutlass`, and stored per (operators version, DSL version, cute-ir's
index schema) under the user's cache directory (`$XDG_CACHE_HOME/cute-ir/operators/`): one gzip'd
JSON file per class (every operator of the class, with the catalogue targets it compiles for, as the
package's own `TargetSm.supports_operators_from` answers) and `classes.json` (the classes, their modules
and name prefixes). A target's listing is the union of its classes' rows that compile for it, the same
count `get_operators(target_sm=T)` returns. Files are written atomically; a file that does not parse,
names another key or fails its hash is rebuilt, never trusted.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from cute_ir.errors import BadInputError, EnvironmentProblem
from cute_ir.registry import index_file

PACKAGE = "nvidia-cutlass-operators"
SUPPORTED_VERSIONS = ("0.3.0",)  # the releases whose metadata shape this index reads
MIN_DSL = "4.8.0"
SCHEMA = 1  # bump when a row's fields change: old cache files are then rebuilt
INDEX_ENV = "CUTE_IR_OPERATORS_INDEX_DIR"
# The targets `get_operators(target_sm=...)` is asked for: the arch-conditional targets of the GPUs the
# catalogue's instruction sets (Ampere mma, Hopper wgmma, Blackwell/Rubin tcgen05) run on.
TARGETS = ("80", "90a", "100a", "103a", "107a", "110a", "120a")


class OperatorsUnavailable(EnvironmentProblem):
    """The operators package is missing, or of a release this index cannot read."""


def installed_version() -> str | None:
    """The installed operators release (from its metadata: imports nothing)."""
    from importlib import metadata

    try:
        return metadata.version(PACKAGE)
    except metadata.PackageNotFoundError:
        return None


def check_installed() -> str:
    """The operators version, or a clear refusal: missing, unsupported, or on too old a DSL."""
    from importlib import metadata

    from packaging.version import Version

    version = installed_version()
    if version is None:
        raise OperatorsUnavailable(f"{PACKAGE} is not installed", hint="pip install 'cute-ir[operators]'")
    if version not in SUPPORTED_VERSIONS:
        raise OperatorsUnavailable(
            f"{PACKAGE} {version} is not supported (cute-ir reads {', '.join(SUPPORTED_VERSIONS)})",
            hint=f"pip install 'cute-ir[operators]' (brings {PACKAGE}=={SUPPORTED_VERSIONS[-1]})")
    dsl = metadata.version("nvidia-cutlass-dsl")
    if Version(dsl) < Version(MIN_DSL):
        raise OperatorsUnavailable(f"{PACKAGE} {version} needs nvidia-cutlass-dsl >= {MIN_DSL}; this is {dsl}")
    return version


def target_of_arch(arch: str) -> str:
    """`sm_100a` -> "100a" (the catalogue's spelling); refuses a target the catalogue is not listed for."""
    target = arch.removeprefix("sm_")
    if target not in TARGETS:
        raise BadInputError(f"the operator catalogue is listed for {', '.join('sm_' + t for t in TARGETS)}, not {arch}")
    return target


def index_dir() -> Path:
    explicit = os.environ.get(INDEX_ENV)
    if explicit:
        return Path(explicit)
    return index_file.cache_root() / "operators"


def _key() -> dict[str, Any]:
    from importlib import metadata

    return {"schema": SCHEMA, "operators": check_installed(), "dsl": metadata.version("nvidia-cutlass-dsl")}


def _folder(key: dict[str, Any]) -> Path:
    return index_dir() / f"operators-{key['operators']}" / f"dsl-{key['dsl']}" / f"schema-{key['schema']}"


# -- the files (cute_ir/registry/index_file.py) --------------------------------------------------------

_encode = index_file.encode
_decode = index_file.decode


@dataclass(frozen=True)
class OperatorClass:
    name: str  # the Operator subclass, e.g. PersistentDenseGemmOperator
    module: str
    min_cc: int  # designed_for_min_cc
    prefixes: tuple[str, ...]  # the name prefixes its operators carry ("cutedsl.PersistentDenseGemmOperator_")


def classes(progress: bool = True) -> list[OperatorClass]:
    key = _key()
    path = _folder(key) / "classes.json.gz"
    payload = _decode(path, key, "classes")
    if payload is None:
        _build_in_child(["classes"], progress, "the operator classes")
        payload = _decode(path, key, "classes")
        if payload is None:
            raise EnvironmentProblem(f"the operator index {path} was not written")
    return [OperatorClass(row["name"], row["module"], row["min_cc"], tuple(row["prefixes"])) for row in payload]


def class_rows(wanted: list[OperatorClass], progress: bool = True) -> dict[str, dict[str, Any]]:
    """Every operator of each class ({"kinds", "rows"}: see `_rows`); classes not yet indexed are built
    in one child."""
    key = _key()
    found = {operator_class.name: _TABLES.get(operator_class.name) or _decode(
        _class_file(key, operator_class.name), key, operator_class.name) for operator_class in wanted}
    missing = [name for name, rows in found.items() if rows is None]
    if missing:
        _build_in_child(["class", *missing], progress, f"the index of {', '.join(missing)}")
        for name in missing:
            found[name] = _decode(_class_file(key, name), key, name)
            if found[name] is None:
                raise EnvironmentProblem(f"the operator index {_class_file(key, name)} was not written")
    _TABLES.update(found)  # type: ignore[arg-type]
    return found  # type: ignore[return-value]


_TABLES: dict[str, dict[str, Any]] = {}  # class -> its decoded table, read once per process


def _class_file(key: dict[str, Any], name: str) -> Path:
    return _folder(key) / f"{name}.json.gz"


_MEMO: dict[str, Any] = {}


def cached_json(what: str, make: Any) -> Any:
    """`make()`'s JSON-able result, kept beside the index (same key) and in this process."""
    if what in _MEMO:
        return _MEMO[what]
    key = _key()
    path = _folder(key) / f"{what}.json.gz"
    payload = _decode(path, key, what)
    if payload is None:
        payload = make()
        index_file.write(path, key, what, payload)
    _MEMO[what] = payload
    return payload


def class_of_name(name: str, known: list[OperatorClass]) -> OperatorClass | None:
    """The class an operator name belongs to, by its prefix (longest match)."""
    best: tuple[int, OperatorClass] | None = None
    for operator_class in known:
        for prefix in operator_class.prefixes:
            if name.startswith(prefix) and (best is None or len(prefix) > best[0]):
                best = (len(prefix), operator_class)
    return best[1] if best else None


def target_cc(target: str) -> int:
    """"100a" -> 100."""
    return int("".join(ch for ch in target if ch.isdigit()))


def classes_for_target(target: str, known: list[OperatorClass]) -> list[OperatorClass]:
    cc = target_cc(target)
    return [operator_class for operator_class in known if operator_class.min_cc <= cc]


def _build_in_child(argv: list[str], progress: bool, what: str) -> None:
    index_file.build_in_child("cute_ir.providers.operators_index", argv, progress, what,
                              "operators and DSL release")  # each class's line as it is indexed: the progress


# -- building (in the child; imports cutlass.operators) ------------------------------------------------

@lru_cache(maxsize=1)
def _operator_classes() -> dict[str, type]:
    import cutlass.operators  # noqa: F401 - registers the providers' operator classes
    from cutlass.operators.providers import available_providers

    found: dict[str, type] = {}
    for provider in available_providers.values():
        for registered in provider._operator_classes_by_argtype.values():  # noqa: SLF001 - the registry's only listing
            for operator_class in registered:
                found[operator_class.__name__] = operator_class
    return found


class _Enough(Exception):
    """Stops a class's generator once the first metadata is seen."""


def _enumerate(operator_class: type, first_only: bool = False) -> list[Any]:
    """Every OperatorMetadata the class generates, none constructed (the filter answers False)."""
    seen: list[Any] = []

    def record(metadata: Any) -> bool:
        seen.append(metadata)
        if first_only:
            raise _Enough
        return False

    try:
        operator_class.generate_operators(record, target_sm=None)
    except _Enough:
        pass
    return seen


def _dtype_name(dtype: Any) -> str:
    return getattr(dtype, "__name__", str(dtype))


def _operand(constraint: Any) -> dict[str, Any]:
    """One operand's dtype, contiguous dimension and alignment; a scaled operand's scale too."""
    quantized = getattr(constraint, "quantized", None)
    dense = quantized if quantized is not None else constraint
    stride = tuple(dense.stride or ())
    row: dict[str, Any] = {"dtype": _dtype_name(dense.dtype),
                           "lead": stride.index(1) if 1 in stride else len(stride) - 1,
                           "div": int(dense.divisibility or 1)}
    if quantized is not None:
        mode = constraint.mode
        row["scale"] = _dtype_name(constraint.scale.dtype)
        row["mode"] = getattr(mode, "name", None) or "x".join(str(extent) for extent in mode)
        row["swizzle"] = getattr(constraint.swizzle, "name", str(constraint.swizzle))
    return row


def _kind(metadata: Any) -> dict[str, Any]:
    """What many operators of a class share: operands, CTA pairing, store, scheduler, targets."""
    operands, design = metadata.operands, metadata.design
    scheduler = getattr(design, "tile_scheduler", None)
    return {
        "A": _operand(operands.A), "B": _operand(operands.B), "out": _operand(operands.out),
        "acc": _dtype_name(operands.accumulator_type),
        "cta": 2 if getattr(design, "use_2cta_mma", False) else 1,
        "tma_store": bool(getattr(design, "use_tma_store", False)),
        "scheduler": type(scheduler).__name__.removesuffix("Metadata") if scheduler is not None else "",
        "mma": getattr(design.mma_instruction_type, "__name__", ""),
        "epilogue": type(metadata.epilogue).__name__ if metadata.epilogue is not None else "",
        "grouped": getattr(operands, "offsets_along", "") or "",
        "targets": _targets(tuple(str(target) for target in metadata.supported_targets)),
    }


def _rows(metadatas: list[Any]) -> dict[str, Any]:
    """{"kinds": [kind...], "rows": [[name, kind index, tile, cluster, stages, fallback cluster]...]}."""
    kinds: dict[str, int] = {}
    kind_list: list[dict[str, Any]] = []
    rows = []
    for metadata in sorted(metadatas, key=lambda item: item.operator_name):
        kind = _kind(metadata)
        text = json.dumps(kind, sort_keys=True)
        if text not in kinds:
            kinds[text] = len(kind_list)
            kind_list.append(kind)
        design = metadata.design
        rows.append([metadata.operator_name, kinds[text], list(design.tile_shape), list(design.cluster_shape),
                     design.num_smem_stages or 0, list(getattr(design, "fallback_cluster_shape", None) or ())])
    return {"kinds": kind_list, "rows": rows}


@lru_cache(maxsize=None)
def _targets(supported: tuple[str, ...]) -> list[str]:
    """The catalogue targets an operator built for `supported` compiles for, as the package decides."""
    from cutlass.operators.arch import TargetSm

    return [target for target in TARGETS if TargetSm(target).supports_operators_from(supported)]


def build_classes() -> None:
    key = _key()
    payload = []
    for name, operator_class in sorted(_operator_classes().items()):
        prefixes = [_prefix(metadata.operator_name) for metadata in _enumerate(operator_class, first_only=True)]
        payload.append({"name": name, "module": operator_class.__module__,
                        "min_cc": int(operator_class.designed_for_min_cc), "prefixes": prefixes})
    index_file.write(_folder(key) / "classes.json.gz", key, "classes", payload)
    print(f"cute-ir: {len(payload)} operator classes", flush=True)


def _prefix(operator_name: str) -> str:
    """"cutedsl.PersistentDenseGemmOperator_" of "cutedsl.PersistentDenseGemmOperator_sm100_ttt_..."."""
    return operator_name.split("_", 1)[0] + "_"


def build_class(name: str) -> None:
    key = _key()
    operator_class = _operator_classes().get(name)
    if operator_class is None:
        raise SystemExit(f"no operator class {name!r} in {PACKAGE}")
    table = _rows(_enumerate(operator_class))
    names = [row[0] for row in table["rows"]]
    strays = sorted({_prefix(each) for each in names} - {_prefix(names[0])} if names else set())
    if strays:  # a lookup finds a class by its operators' one prefix
        raise SystemExit(f"{name}: operators with more than one name prefix ({', '.join(strays)})")
    index_file.write(_class_file(key, name), key, name, table)
    print(f"cute-ir: {name}: {len(names)} operators indexed", flush=True)


def construct(name: str, class_name: str) -> Any:
    """The one operator of that name, constructed (only it: the others' metadata is only enumerated), from
    its metadata where this process remembers its class (`remember_class`)."""
    operator_class = _operator_classes().get(class_name)
    if operator_class is None:
        raise BadInputError(f"no operator class {class_name!r} in {PACKAGE}")
    remembered = _REMEMBERED.get(class_name, {}).get(name)
    if remembered is not None:
        return operator_class(remembered)  # what each generator of the package does with the metadata it keeps
    found = operator_class.generate_operators(lambda metadata: metadata.operator_name == name, target_sm=None)
    if len(found) != 1:
        raise BadInputError(f"{PACKAGE} generates {len(found)} operators named {name!r}, not one")
    return found[0]


_REMEMBERED: dict[str, dict[str, Any]] = {}  # class -> operator name -> the metadata its generator made


def remember_class(class_name: str) -> None:
    """Enumerate the class's operators once and keep each one's metadata (~40 MB for the 60,800 of the
    SM100 EFC class): a warm capture server does it before forking the captures of many of its operators.
    A name the generator makes twice is not kept (`construct` refuses it, as before)."""
    if class_name in _REMEMBERED:
        return
    operator_class = _operator_classes().get(class_name)
    if operator_class is None:
        return
    found: dict[str, Any] = {}
    twice: set[str] = set()

    def remember(metadata: Any) -> bool:
        if metadata.operator_name in found:
            twice.add(metadata.operator_name)
        found[metadata.operator_name] = metadata
        return False  # constructs nothing

    operator_class.generate_operators(remember, target_sm=None)
    for name in twice:
        del found[name]
    _REMEMBERED[class_name] = found


# -- which operators support given operands: the package's own answer --------------------------------

_ANSWERS: dict[str, dict[str, dict[str, Any]]] = {}  # operands (as JSON) -> class -> the package's answer


def package_answer(description: dict[str, Any], class_name: str, operator_name: str = "") -> dict[str, Any]:
    """The package's answer for one class (`supported_by_package`), kept per process; for one operator
    of it where `operator_name` is given and the answer is made here.

    Asked in this process where the DSL is already imported (a capture or a GPU run: one operator is
    checked, not its class), else in one child for every class at once (one import of the package for
    a whole listing: the CLI never imports `cutlass`)."""
    key = json.dumps(description, sort_keys=True)
    known = _ANSWERS.setdefault(key, {})
    if class_name in known:
        return known[class_name]
    if "cutlass" not in sys.modules:
        known.update(_supported_in_child(description, [each.name for each in classes()]))
        return known[class_name]
    if operator_name:
        one = f"{class_name}/{operator_name}"
        if one not in known:
            known[one] = supported_by_package(description, [class_name], operator_name)[class_name]
        return known[one]
    known.update(supported_by_package(description, [class_name]))
    return known[class_name]


def _supported_in_child(description: dict[str, Any], class_names: list[str]) -> dict[str, dict[str, Any]]:
    request = json.dumps({"operands": description, "classes": class_names})
    done = subprocess.run([sys.executable, "-m", "cute_ir.providers.operators_index", "supports"], input=request,
                          capture_output=True, text=True, env={**os.environ, "PYTHONWARNINGS": "ignore"}, check=False)
    if done.returncode != 0:
        raise EnvironmentProblem(f"asking {PACKAGE} which operators support the operands failed "
                                 f"(exit {done.returncode}): {done.stderr.strip()[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def supported_by_package(description: dict[str, Any], class_names: list[str],
                         operator_name: str = "") -> dict[str, dict[str, Any]]:
    """Per class, the operators (only `operator_name`, where given) that support the described GEMM
    operands, as the package decides it.

    `description`: {"A"|"B"|"out": {"dtype": DSL type name, "shape", "stride", "address_alignment"},
    "accumulator": DSL type name}. The answer is what `get_operators(args)` keeps with no target
    (each class's generator asked with the arguments, `OperatorMetadata.supports`, then the operator's
    `_supports`): {"supported": the supported operators as index rows ({"kinds", "rows"}, see `_rows`),
    "rejected": {name: reason}} for the operators the generator hands over; one it never generates for
    these operands is in neither. The rows are the package's own: given arguments, a generator may make
    operators its catalogue does not list (SM80 GEMMs with an f32 out). Arguments the package refuses
    to describe at all (shapes that do not chain) reject every operator: {"refused": reason}."""
    operator_classes = _operator_classes()
    try:
        args = _package_arguments(description)
    except ValueError as err:
        return {name: {"refused": str(err)} for name in class_names}
    answers: dict[str, dict[str, Any]] = {}
    for name in class_names:
        supported: list[Any] = []
        rejected: dict[str, str] = {}

        def check(metadata: Any) -> bool:
            if operator_name and metadata.operator_name != operator_name:
                return False
            status = metadata.supports(args)
            if not status:
                rejected[metadata.operator_name] = status.error
            return bool(status)

        operator_class = operator_classes[name]
        if issubclass(type(args), operator_class.supported_args_type):
            for operator in operator_class.generate_operators(check, epilogue_args=None, target_sm=None, args=args):
                status = operator._supports(args)  # noqa: SLF001 - what get_operators asks after the metadata
                if status:
                    supported.append(operator.metadata)
                else:
                    rejected[operator.metadata.operator_name] = status.error
        answers[name] = {"supported": _rows(supported), "rejected": rejected}
    return answers


def _package_arguments(description: dict[str, Any]) -> Any:
    """The package's GemmArguments of torch fake tensors with the described dtypes, shapes, strides
    and data-address alignment (a fake tensor's address is 0: the wrapper is given one as aligned as
    the described operand's, which is what the package's pointer check reads)."""
    import cutlass
    import cutlass.operators as ops
    from cutlass.operators.utils.tensor import TensorWrapper

    tensors = {}
    for name in ("A", "B", "out"):
        operand = description[name]
        wrapper = TensorWrapper(_fake_strided(operand["dtype"], tuple(operand["shape"]), tuple(operand["stride"])))
        alignment = operand.get("address_alignment") or 16
        wrapper._data_ptr = 0 if alignment >= 16 else alignment  # noqa: SLF001 - see the docstring
        tensors[name] = wrapper
    return ops.GemmArguments(tensors["A"], tensors["B"], tensors["out"],
                             accumulator_type=getattr(cutlass, description["accumulator"]))


def _fake_strided(dtype_name: str, shape: tuple[int, ...], stride: tuple[int, ...]) -> Any:
    """A torch fake tensor of these logical shape and strides (sub-byte types packed along the
    contiguous dimension, as torch stores them)."""
    import cutlass
    import torch
    from cutlass.operators.utils.dtype import torch_type_from_cutlass_type
    from torch._subclasses.fake_tensor import FakeTensorMode

    numeric = getattr(cutlass, dtype_name)
    try:
        torch_dtype = torch_type_from_cutlass_type(numeric)
    except KeyError:
        raise ValueError(f"{dtype_name} has no torch dtype: the package cannot be asked about such operands") from None
    packing = max(torch_dtype.itemsize * 8 // numeric.width, 1)
    lead = stride.index(1) if 1 in stride else len(stride) - 1
    physical = tuple(extent // packing if dim == lead else extent for dim, extent in enumerate(shape))
    steps = tuple(step if dim == lead else step // packing for dim, step in enumerate(stride))
    with FakeTensorMode():
        return torch.empty_strided(physical, steps, dtype=torch_dtype, device="cpu")


def main(argv: list[str]) -> None:
    import warnings

    warnings.simplefilter("ignore")
    if argv == ["classes"]:
        build_classes()
    elif len(argv) >= 2 and argv[0] == "class":
        for name in argv[1:]:
            build_class(name)
    elif argv == ["supports"]:  # the request as JSON on stdin, the answer as JSON on stdout
        request = json.loads(sys.stdin.read())
        print(json.dumps(supported_by_package(request["operands"], request["classes"])), flush=True)
    else:
        raise SystemExit("usage: python -m cute_ir.providers.operators_index classes | class NAME... | supports")


if __name__ == "__main__":
    main(sys.argv[1:])
