"""Cut a module into its functions, so that each kernel and host function is diffed on its own.

The split uses the MLIR bindings: every op with a symbol name and a body is a function; ops directly
inside a `gpu.module` are device code, the others host code. What is not a function (globals,
declarations, the container headers) is kept as one "globals" piece per container. IR that does
not parse (a dialect this DSL lacks, hashed binary blobs) is cut by the printer's indentation,
with type aliases spelled out as the printer would.
Kernels come first, then device functions, host functions and globals.
"""

from __future__ import annotations

import functools
import io
import re
from dataclasses import dataclass
from enum import Enum
from typing import Any


class FunctionKind(str, Enum):
    KERNEL = "kernel"
    DEVICE = "device"
    HOST = "host"
    GLOBALS = "globals"


_ORDER = {kind: n for n, kind in enumerate(FunctionKind)}
_KERNEL_ATTRS = ("gpu.kernel", "nvvm.kernel", "cute.kernel")
_GPU_MODULE = "gpu.module"
MODULE_GLOBALS = "(module)"


@dataclass(frozen=True)
class FunctionIR:
    key: str  # "@kernels::@name" for device code, "@name" for host code, "<container> globals"
    kind: FunctionKind
    text: str


def split_functions(text: str) -> list[FunctionIR]:
    """The functions of a printed module, kernels first; the text split where it does not parse."""
    pieces = _split_parsed(text)
    if pieces is None:
        pieces = _split_text(text)
    return _ordered(pieces)


def split_pair(a_text: str, b_text: str) -> tuple[list[FunctionIR], list[FunctionIR]]:
    """Both modules split the same way: when either side does not parse (IR of another release),
    both are split as text, since the printer and the text split spell some types differently."""
    a_pieces = _split_parsed(a_text)
    b_pieces = None if a_pieces is None else _split_parsed(b_text)
    if a_pieces is None or b_pieces is None:
        return split_text(a_text), split_text(b_text)
    return _ordered(a_pieces), _ordered(b_pieces)


def split_text(text: str) -> list[FunctionIR]:
    """The text split alone: ten times faster than parsing, for when only equality matters."""
    return _ordered(_split_text(text))


def _ordered(pieces: list[FunctionIR]) -> list[FunctionIR]:
    return sorted(pieces, key=lambda f: _ORDER[f.kind])


@functools.cache
def _context() -> Any:
    """One MLIR context for every split: creating one registers every dialect, ~5 ms each time."""
    from cutlass._mlir import ir

    context = ir.Context()
    context.allow_unregistered_dialects = True
    return context


def _split_parsed(text: str) -> list[FunctionIR] | None:
    from cutlass._mlir import ir

    try:
        module = ir.Module.parse(text, context=_context())
    except Exception:  # noqa: BLE001 - the bindings raise MLIRError or ValueError by version
        return None
    state = ir.AsmState(module.operation)
    pieces: list[FunctionIR] = []
    top_globals: list[str] = [_header(module.operation)]
    for op in module.body.operations:
        _take(op.operation, "", pieces, top_globals, state)
    pieces.append(FunctionIR(MODULE_GLOBALS, FunctionKind.GLOBALS, "\n".join(top_globals)))
    return pieces


def _take(op: Any, container: str, pieces: list[FunctionIR], globals_: list[str], state: Any) -> None:
    if op.name == _GPU_MODULE:
        name = "@" + _symbol(op)
        inner_globals = [_header(op, state)]
        for child in op.regions[0].blocks[0].operations:
            _take(child.operation, name, pieces, inner_globals, state)
        pieces.append(FunctionIR(f"{name} globals", FunctionKind.GLOBALS, "\n".join(inner_globals)))
        return
    symbol = _symbol(op)
    has_body = any(len(region.blocks) for region in op.regions)
    if not symbol or not has_body:
        globals_.append(_asm(op, state))
        return
    attrs = op.attributes
    if container:
        kernel = op.name == "cuda.kernel" or any(a in attrs for a in _KERNEL_ATTRS)
        kind = FunctionKind.KERNEL if kernel else FunctionKind.DEVICE
        key = f"{container}::@{symbol}"
    else:
        kind, key = FunctionKind.HOST, f"@{symbol}"
    pieces.append(FunctionIR(key, kind, _asm(op, state)))


def _symbol(op: Any) -> str:
    attrs = op.attributes
    return attrs["sym_name"].value if "sym_name" in attrs else ""


def _asm(op: Any, state: Any = None) -> str:
    """The op printed without locations; an op inside the module through the module's `state`.

    Printing an inner op on its own verifies and numbers the whole module first, every time; one
    `AsmState` does that once. It must never print the module itself: that would give it the
    module's aliases, which an inner op printed on its own spells out.
    """
    if state is None:
        return str(op.get_asm(enable_debug_info=False))
    out = io.StringIO()
    op.print(state=state, file=out)
    return out.getvalue()


_ALIAS_DEFINITION = re.compile(r"^[#!][\w.$-]+ = ")


def _header(op: Any, state: Any = None) -> str:
    """The line that opens an op's printed form (its name, symbol and attributes), not its body.

    Printed with its regions elided, a few times cheaper than with its body: that form is the same
    line with `{...}` for the body's `{`, unless the header uses aliases (then defined around it, and
    numbered among the body's) or prints in generic form; then the whole op is printed.
    """
    elided = str(op.get_asm(enable_debug_info=False, skip_regions=True))
    line, _, rest = elided.partition("\n")
    if line.endswith(" {...}") and not rest.strip():
        return line[: -len("...}")]
    lines = _asm(op, state).splitlines()
    return next((line for line in lines if not _ALIAS_DEFINITION.match(line)), "")


# ---- text fallback -----------------------------------------------------------------------------

_SYMBOL = re.compile(r'@("(?:[^"\\]|\\.)*"|[\w.$-]+)')


# Both start with their literal character (the `^` and the lookbehinds follow it), so that the regex
# engine searches for `#`/`!` instead of trying every position.
_ALIAS_LINE = re.compile(r"([#!](?<![^\n][#!])[\w.$-]+) = (.*)$\n?", re.MULTILINE)
_ALIAS_USE = re.compile(r"([#!](?<![\w.$-][#!])[\w.$-]+)")  # captured, so that `split` keeps it


def _inline_aliases(text: str) -> str:
    """Spell aliased types and attributes out, as the MLIR printer does when it prints one function.

    Whether a type gets an alias depends on how often the module uses it, so two releases alias
    different types; left in place, every line naming such a type would differ.
    """
    lines = list(_ALIAS_LINE.finditer(text))
    definitions = {m.group(1): m.group(2) for m in lines}
    if not definitions:
        return text
    resolved: dict[str, str] = {}
    for name, value in definitions.items():  # an alias may use the aliases defined before it
        resolved[name] = _spell_out(value, resolved)
    starts, ends = [0, *(m.end() for m in lines)], [*(m.start() for m in lines), len(text)]
    return _spell_out("".join(text[start:end] for start, end in zip(starts, ends)), resolved)


def _spell_out(text: str, resolved: dict[str, str]) -> str:
    """`text` with every alias of `resolved` replaced by its spelling (split, not a callback per use)."""
    pieces = _ALIAS_USE.split(text)  # text, alias or other `!`/`#` name, text, ...
    pieces[1::2] = [resolved.get(name, name) for name in pieces[1::2]]
    return "".join(pieces)


def _split_text(text: str) -> list[FunctionIR]:
    lines = _inline_aliases(text).splitlines()
    pieces: list[FunctionIR] = []
    top_globals: list[str] = []
    container = ""
    container_indent = -1
    inner_globals: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        indent = len(line) - len(line.lstrip(" "))
        stripped = line.strip()
        if container and indent == container_indent and stripped == "}":
            pieces.append(FunctionIR(f"{container} globals", FunctionKind.GLOBALS, "\n".join(inner_globals)))
            container, inner_globals = "", []
            i += 1
            continue
        symbol = _SYMBOL.search(stripped)
        opens_body = stripped.endswith("{") and indent in (2, container_indent + 2)
        if stripped.startswith(_GPU_MODULE) and symbol and opens_body and not container:
            container, container_indent, inner_globals = "@" + symbol.group(1), indent, [stripped]
            i += 1
            continue
        if symbol and opens_body and not stripped.startswith("module"):
            end = _closing_line(lines, i, indent)
            body = "\n".join(line[indent:] for line in lines[i : end + 1])
            if container:
                kernel = (
                    any(a in stripped for a in _KERNEL_ATTRS)
                    or stripped.startswith("cuda.kernel")
                    or (stripped.startswith("gpu.func") and " kernel" in stripped)
                )
                kind = FunctionKind.KERNEL if kernel else FunctionKind.DEVICE
                pieces.append(FunctionIR(f"{container}::@{symbol.group(1)}", kind, body))
            else:
                pieces.append(FunctionIR(f"@{symbol.group(1)}", FunctionKind.HOST, body))
            i = end + 1
            continue
        (inner_globals if container else top_globals).append(line.strip() if container else line)
        i += 1
    pieces.append(FunctionIR(MODULE_GLOBALS, FunctionKind.GLOBALS, "\n".join(top_globals)))
    return pieces


def _closing_line(lines: list[str], start: int, indent: int) -> int:
    closing = " " * indent + "}"
    for k in range(start + 1, len(lines)):
        if lines[k].startswith(closing) and (len(lines[k]) - len(lines[k].lstrip(" "))) == indent:
            return k
    return len(lines) - 1
