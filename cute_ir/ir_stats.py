"""Facts read from captured IR with the DSL's own MLIR bindings: op counts, device functions, sources."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

# Where a location is printed as an alias, the source file is in the alias table at the end.
_FILE_LOC = re.compile(r'loc\("(?P<file>[^"<>]+\.py)":(?P<line>\d+):(?P<col>\d+)\)')


@dataclass(frozen=True)
class ModuleFacts:
    op_counts: dict[str, int]  # ops by dialect, e.g. {"cute": 40, "arith": 12}
    device_functions: tuple[str, ...]  # symbols inside gpu.module ops, kernels first
    host_functions: tuple[str, ...]  # symbols of function-like ops at the top level


class IRParser:
    """Parses IR text in one reusable context; the DSL's dialects are registered in every context."""

    def __init__(self) -> None:
        from cutlass._mlir import ir

        self._ir = ir
        self._context = ir.Context()
        self._context.allow_unregistered_dialects = True

    def facts(self, text: str) -> ModuleFacts | None:
        """Facts about `text`, or None when this DSL's bindings cannot parse it."""
        try:
            module = self._ir.Module.parse(text, context=self._context)
        except Exception:  # noqa: BLE001 - MLIRError and friends: IR of another DSL release, say
            return None
        return module_facts(module)

    def op_counts(self, text: str) -> dict[str, int]:
        """Ops by dialect in `text`; empty when it does not parse."""
        facts = self.facts(text)
        return facts.op_counts if facts else {}


def module_facts(module: Any) -> ModuleFacts:
    """Op counts by dialect and function symbols of a parsed (or live) module.

    The walk only collects op names (the callback runs once per op: tens of thousands in a GEMM);
    kernels are looked up afterwards in the `gpu.module`s, which sit at the top level.
    """
    from cutlass._mlir import ir

    names: list[str] = []
    collect = names.append
    advance = ir.WalkResult.ADVANCE

    def visit(op: Any) -> Any:
        collect(op.name)
        return advance

    module.operation.walk(visit)
    counts: Counter = Counter()
    for name, n in Counter(names).items():
        counts[name.split(".", 1)[0]] += n
    device: list[tuple[bool, str]] = []
    host: list[str] = []
    for op in module.body.operations:
        symbol = _symbol(op.operation)
        name = op.operation.name
        if name == "gpu.module":
            for inner in op.regions[0].blocks[0].operations:
                inner_symbol = _symbol(inner.operation)
                if inner_symbol:
                    device.append((not _is_kernel(inner), inner_symbol))
        elif symbol and "func" in name:
            host.append(symbol)
    counts["builtin"] -= 1  # the module op itself
    if counts["builtin"] <= 0:
        del counts["builtin"]
    return ModuleFacts(
        op_counts=dict(sorted(counts.items())),
        device_functions=tuple(symbol for _, symbol in sorted(device, key=lambda d: d[0])),
        host_functions=tuple(host),
    )


def source_files(text: str) -> list[str]:
    """Python files named in the IR's locations, most referenced first."""
    counts = Counter(match["file"] for match in _FILE_LOC.finditer(text))
    return [name for name, _ in counts.most_common()]


def _symbol(op: Any) -> str | None:
    try:
        attr = op.attributes["sym_name"]
    except (KeyError, IndexError):
        return None
    return str(attr).strip('"')


def _is_kernel(op: Any) -> bool:
    if op.operation.name == "cuda.kernel":
        return True
    attributes = op.operation.attributes
    return "gpu.kernel" in attributes or "nvvm.kernel" in attributes
