"""The typed records of a trace's facts files (schema "cute-ir.facts"), and the one loader that checks them.

Capture writes these records (`cute_ir.capture.extract` fills them from the live module, the PTX and
the cubin); the viewer and diff read them back through `load_facts`. Nothing here parses IR: the
records are data, and "is this function a kernel?" is decided by one rule (`is_kernel`) for the live
module at capture and for the printed text a reader splits.
"""

from __future__ import annotations

import re
from collections.abc import Container
from dataclasses import dataclass, field
from typing import Any

from cute_ir.errors import BadInputError

FACTS_SCHEMA = "cute-ir.facts"
FACTS_VERSION = 1

# A function is a kernel when it is a `cuda.kernel` op or carries `gpu.kernel` / `nvvm.kernel` (a
# `gpu.func` prints the former as its `kernel` keyword). The DSL's `cute.kernel` attribute is not part
# of the rule: on every stored trace looked at (our kernels, quack's GEMM and FA4's forward, DSL
# 4.2.1-4.8.1) a function carrying it also carries `gpu.kernel` or is a `cuda.kernel`.
KERNEL_OPS = frozenset({"cuda.kernel"})
KERNEL_ATTRIBUTES = frozenset({"gpu.kernel", "nvvm.kernel"})
_GPU_FUNC_KERNEL_KEYWORD = re.compile(r"^gpu\.func\s.*\skernel\b")


def is_kernel(op_name: str, attribute_names: Container[str]) -> bool:
    """Is the function op `op_name` with these attribute names a kernel (the rule above)?"""
    return op_name in KERNEL_OPS or any(name in attribute_names for name in KERNEL_ATTRIBUTES)


def is_kernel_header(header: str) -> bool:
    """The same rule read from a function's printed header line (its op name, attributes, keywords)."""
    op_name = header.split(" ", 1)[0]
    if op_name in KERNEL_OPS or _GPU_FUNC_KERNEL_KEYWORD.match(header):
        return True
    return any(name in header for name in KERNEL_ATTRIBUTES)


@dataclass(frozen=True)
class Function:
    symbol: str
    kind: str  # "kernel", "device" or "host"
    container: str  # the gpu.module's symbol for device code, "" at the top level

    def to_json(self) -> dict[str, str]:
        return {"symbol": self.symbol, "kind": self.kind, "container": self.container}


@dataclass(frozen=True)
class LiveFacts:
    """What one walk of a live module yields."""

    op_counts: dict[str, int]  # ops by dialect, e.g. {"cute": 40, "arith": 12}
    functions: list[Function]  # kernels first, then device functions, then host functions
    dynamic_smem: dict[str, int] = field(default_factory=dict)  # kernel symbol -> bytes its launch asks for
    # ops by name, the module op included: for judging skipped passes during the capture, not stored
    op_names: dict[str, int] = field(default_factory=dict, compare=False, repr=False)

    @property
    def kernels(self) -> list[str]:
        return [f.symbol for f in self.functions if f.kind == "kernel"]

    def to_json(self) -> dict[str, Any]:
        return {"op_counts": self.op_counts, "functions": [f.to_json() for f in self.functions],
                "dynamic_smem": self.dynamic_smem}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "LiveFacts":
        return cls(op_counts=dict(data["op_counts"]), functions=[Function(**f) for f in data["functions"]],
                   dynamic_smem=dict(data["dynamic_smem"]))


@dataclass
class SourceLines:
    """0-based text line -> (file index, line, col) in `files`: the compact form stored in facts files."""

    files: list[str] = field(default_factory=list)
    lines: list[list[int]] = field(default_factory=list)  # [text_line, file_index, line, col]

    def to_json(self) -> dict[str, Any]:
        return {"source_files": self.files, "source_lines": self.lines}


@dataclass(frozen=True)
class Facts:
    """One facts file: what capture read from one IR text (or the PTX, the SASS)."""

    functions: list[Function] | None = None  # None: not known (an artifact, or a dump that did not parse back)
    dynamic_smem: dict[str, int] = field(default_factory=dict)  # kernel symbol -> bytes its launch asks for
    source: SourceLines = field(default_factory=SourceLines)

    @property
    def kernels(self) -> list[str] | None:
        return None if self.functions is None else [f.symbol for f in self.functions if f.kind == "kernel"]


def facts_json(source: SourceLines, live: LiveFacts | None = None) -> dict[str, Any]:
    """The content of a facts file, as capture writes it: functions and launches where a live module
    gave them, then the source lines."""
    data: dict[str, Any] = {"schema": FACTS_SCHEMA, "version": FACTS_VERSION}
    if live is not None:
        data["functions"] = [f.to_json() for f in live.functions]
        data["dynamic_smem"] = live.dynamic_smem
    data.update(source.to_json())
    return data


# What reading a field of the wrong shape raises (a dict for a list, text for a number, 1e999 for an int).
_MALFORMED = (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError)


def load_facts(data: Any, where: str) -> Facts:
    """The typed record of a facts file's parsed JSON; BadInputError (naming `where`) for anything else.

    Source-line entries that do not have four fields or name no listed file are left out (a reader
    maps nothing from them), as the viewer always did.
    """
    if not isinstance(data, dict) or data.get("schema") != FACTS_SCHEMA:
        raise BadInputError(f"{where} is not a cute-ir facts file")
    version = data.get("version")
    if not isinstance(version, int) or version > FACTS_VERSION:
        raise BadInputError(f"{where}: facts version {version!r} is newer than this cute-ir reads ({FACTS_VERSION})",
                            hint="upgrade cute-ir to read this trace")
    try:
        files = [str(f) for f in data.get("source_files", [])]
        lines = [[int(v) for v in entry] for entry in data.get("source_lines", [])
                 if len(entry) == 4 and 0 <= int(entry[1]) < len(files)]
    except _MALFORMED as err:
        raise BadInputError(f"{where}: a facts file of this trace has malformed source lines: {err!r}",
                            hint="a doctored or damaged trace: capture it again") from err
    try:
        functions = (None if "functions" not in data else
                     [Function(str(f["symbol"]), str(f["kind"]), str(f["container"])) for f in data["functions"]])
        dynamic_smem = {str(k): int(v) for k, v in data.get("dynamic_smem", {}).items()}
    except _MALFORMED as err:
        raise BadInputError(f"{where}: a facts file of this trace has malformed functions or launches: {err!r}",
                            hint="a doctored or damaged trace: capture it again") from err
    return Facts(functions=functions, dynamic_smem=dynamic_smem, source=SourceLines(files, lines))
