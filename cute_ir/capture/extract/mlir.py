"""Facts of an MLIR module read from the live object: functions, launches, and its text's source lines.

Functions and launches come from walking the module the compiler holds, so no printed form has to
parse back (DSL 4.8.1 prints `nvvm.barrier` in a form its own parser rejects). Source lines are read
from the text capture itself printed from that module: each op line ends in its location, written
inline or as a `#locN` alias that the text's alias table resolves (as tritonparse does); so a text
that does not parse back still maps.
"""

from __future__ import annotations

import itertools
import operator
import re
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from cute_ir.trace.facts import Function, LiveFacts, SourceLines, is_kernel

_LAUNCH_CONFIG = "cuda.launch_cfg.create"
_LAUNCH = "cuda.launch_ex"
_DYNAMIC_SMEM_OPERAND = 3  # blockDim x, y, z, then dynamicSmemBytes (cuda.launch_cfg.create's operands)

# `#loc3 = loc(...)`, or with line info `#loc102 = #llvm.di_location<#loc40 in #di_lexical_block_file1>`;
# the printer puts them at the end, and those that attributes use at the top.
_ALIAS_DEFINITION = re.compile(r"^(?P<alias>#loc\d*) = (?P<body>.*)$")
_FEW_ALIASES = 64  # see mlir_source_lines
# The first file point or alias reference in a location, in text order: a callsite's callee comes
# before its caller, a name location's child after its name, a fused location's first member first.
_POINT_OR_ALIAS = re.compile(r'"(?P<file>[^"]*)":(?P<line>\d+):(?P<col>\d+)|(?P<alias>#loc\d*)\b')


# DSL 4.5.x prints the range of an `nvvm.read.ptx.sreg.*` op (`range <i32, 0, 2147483647>`, added by
# insert-range-for-threadids) in a form its own parser refuses ("expected lower and upper to have matching
# bitwidths but got 32 vs. 40"): no dump from that pass on parsed back, and the facts read from them (the
# launch's dynamic shared memory, op counts) were unknown. No fact depends on the range: such a dump is
# read again without it.
_SREG_RANGE = re.compile(r"(nvvm\.read\.ptx\.sreg\.[\w.]+) range <[^>]*>")


class IRParser:
    """Parses the instrument strategy's dumps (the only IR capture holds as text alone) in one reusable
    context, with the DSL that printed them; every DSL dialect is registered in every context."""

    def __init__(self) -> None:
        from cutlass._mlir import ir

        self._ir = ir
        self._context = ir.Context()
        self._context.allow_unregistered_dialects = True

    def facts(self, text: str) -> LiveFacts | None:
        """Facts about `text`, or None when this DSL's bindings cannot parse it."""
        module = self._parse(text)
        if module is None and _SREG_RANGE.search(text):
            module = self._parse(_SREG_RANGE.sub(r"\1", text))
        return live_facts(module) if module is not None else None

    def _parse(self, text: str) -> Any:
        try:
            return self._ir.Module.parse(text, context=self._context)
        except Exception:  # noqa: BLE001 - MLIRError and friends: a print that does not parse back
            return None


def live_facts(module: Any) -> LiveFacts:
    """Walk `module` once: op names (for counts) and the launch configuration ops; then read the
    top-level functions and gpu.modules, which sit directly in the module's body."""
    with _inside(module):
        names, found = _walk(module, frozenset({_LAUNCH_CONFIG, _LAUNCH}))
        counts: Counter = Counter()
        for name, n in names.items():
            counts[name.split(".", 1)[0]] += n
        counts["builtin"] -= 1  # the module op itself
        if counts["builtin"] <= 0:
            del counts["builtin"]
        return LiveFacts(
            op_counts=dict(sorted(counts.items())),
            functions=_functions(module),
            dynamic_smem=_dynamic_smem(found[_LAUNCH_CONFIG], found[_LAUNCH]),
            op_names=dict(names),
        )


@contextmanager
def _inside(module: Any) -> Iterator[None]:
    """Make `module`'s context and an unknown location the defaults while its ops are read.

    Reading an operand hands the Value to the value casters the DSL registered for its type, and
    some releases' casters build a Location, which needs a default context (4.4.2+cu13 raises "An MLIR
    function requires a Context" there). Raised through the bindings' C++, that error has ended
    cute-ir's child in std::terminate (SIGABRT) instead of coming back as a Python exception.
    """
    from cutlass._mlir import ir

    with module.context, ir.Location.unknown(module.context):
        yield


def op_names(module: Any) -> Counter:
    """How many ops of each name `module` holds, the module op itself included."""
    return _walk(module)[0]


def _walk(module: Any, kept: frozenset[str] = frozenset()) -> tuple[Counter, dict[str, list[Any]]]:
    """Every op's name, counted, and the ops whose name is in `kept`, in walk order."""
    from cutlass._mlir import ir

    names: list[str] = []
    found: dict[str, list[Any]] = {name: [] for name in kept}
    collect = names.append
    advance = ir.WalkResult.ADVANCE

    def visit(op: Any) -> Any:
        name = op.name
        collect(name)
        if name in found:
            found[name].append(op)
        return advance

    module.operation.walk(visit)
    return Counter(names), found


def _functions(module: Any) -> list[Function]:
    kernels: list[Function] = []
    device: list[Function] = []
    host: list[Function] = []
    for op in module.body.operations:
        operation = op.operation
        symbol = _symbol(operation)
        if operation.name == "gpu.module":
            for inner in operation.regions[0].blocks[0].operations:
                inner_symbol = _symbol(inner.operation)
                if inner_symbol:
                    kernel = is_kernel(inner.operation.name, inner.operation.attributes)
                    (kernels if kernel else device).append(
                        Function(inner_symbol, "kernel" if kernel else "device", symbol or ""))
        elif symbol and "func" in operation.name:
            host.append(Function(symbol, "host", ""))
    return kernels + device + host


def _dynamic_smem(configs: list[Any], launches: list[Any]) -> dict[str, int]:
    """Kernel -> the constant dynamic shared memory its launch configuration asks for.

    Only constants count (after the DSL's `infer-kernel-smem-usage` the size is one); a size computed
    at run time is left out rather than guessed.
    """
    sizes: dict[Any, int] = {}
    for config in configs:
        operands = config.operands
        if len(operands) <= _DYNAMIC_SMEM_OPERAND:
            continue
        value = _constant_int(operands[_DYNAMIC_SMEM_OPERAND])
        if value is not None:
            sizes[config.results[0]] = value
    result: dict[str, int] = {}
    for launch in launches:
        callee = _callee(launch)
        if callee is None or not launch.operands:
            continue
        size = sizes.get(launch.operands[0])
        if size is not None:
            result[callee] = max(size, result.get(callee, 0))
    return result


def _constant_int(value: Any) -> int | None:
    from cutlass._mlir import ir

    owner = value.owner
    if not isinstance(owner, ir.Operation) and hasattr(owner, "operation"):
        owner = owner.operation
    if not isinstance(owner, ir.Operation) or owner.name not in ("arith.constant", "llvm.mlir.constant"):
        return None
    try:
        return int(ir.IntegerAttr(owner.attributes["value"]).value)
    except (KeyError, ValueError, TypeError):
        return None


def _callee(launch: Any) -> str | None:
    for name in ("kernel", "callee", "kernel_name"):
        try:
            attr = launch.attributes[name]
        except (KeyError, IndexError):
            continue
        text = str(attr)
        return text.rsplit("::", 1)[-1].lstrip("@").strip('"')
    return None


def _symbol(op: Any) -> str | None:
    try:
        attr = op.attributes["sym_name"]
    except (KeyError, IndexError):
        return None
    return str(attr).strip('"')


# ---- source lines of a printed text ---------------------------------------------------------
def mlir_source_lines(text: str, *, exclude: tuple[str, ...] = ()) -> SourceLines:
    """Map each op line of an MLIR text to the Python point its trailing location names.

    Points in files under `exclude` (the DSL's own package) are left out: they say where the DSL
    built the op, not where the user's kernel asked for it.
    """
    aliases: dict[str, str] = {}
    lines = text.splitlines()
    for raw in lines:
        if raw.startswith("#loc") and (definition := _ALIAS_DEFINITION.match(raw)) is not None:
            aliases[definition["alias"]] = definition["body"]
    resolved: dict[str, tuple[str, int, int] | None] = {}

    def point(body: str, depth: int = 0) -> tuple[str, int, int] | None:
        if depth > 64:  # aliases refer to earlier ones; bound the descent rather than trust the input
            return None
        for match in _POINT_OR_ALIAS.finditer(body):
            if match["file"] is not None:
                if int(match["line"]) > 0 and match["file"].endswith(".py"):
                    return match["file"], int(match["line"]), int(match["col"])
                continue
            alias = match["alias"]
            if alias not in resolved:
                resolved[alias] = point(aliases.get(alias, ""), depth + 1)
            if resolved[alias] is not None:
                return resolved[alias]
        return None

    numbered: Iterator[tuple[int, str]] = enumerate(lines)
    if len(aliases) <= _FEW_ALIASES:
        # Without line info a module has a handful of location aliases, and nearly every op line ends
        # with one that maps nowhere (FA4's with its kernel's own): such lines are passed over without a
        # Python step each (0.16 -> 0.11 s over FA4's 27 texts). With line info most aliases map.
        unmapped = ["loc(unknown)"]
        for alias in aliases:
            found = point(alias)
            if found is None or found[0].startswith(exclude):
                unmapped.append(f"loc({alias})")
        ends_unmapped = operator.methodcaller("endswith", tuple(unmapped))
        numbered = itertools.compress(numbered, map(operator.not_, map(ends_unmapped, lines)))
    result = SourceLines()
    index: dict[str, int] = {}
    by_location: dict[str, tuple[str, int, int] | None] = {}  # most op lines share a few locations
    for number, raw in numbered:
        start = raw.rfind("loc(")
        if start < 0 or raw.startswith("#loc"):
            continue
        # the op's own location is the line's last: `loc(#loc12)`, `loc("k.py":3:4)`, `loc(callsite(...))`
        location = raw[start + 4:]
        if location in by_location:
            found = by_location[location]
        else:
            found = by_location[location] = point(location)
        if found is None or found[0].startswith(exclude):
            continue
        file_index = index.setdefault(found[0], len(index))
        if file_index == len(result.files):
            result.files.append(found[0])
        result.lines.append([number, file_index, found[1], found[2]])
    return result
