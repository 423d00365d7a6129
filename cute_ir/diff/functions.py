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
from collections.abc import Callable
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
    return TextSplit(text).functions() if pieces is None else _ordered(pieces)


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
    return TextSplit(text).functions()


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


# Both start with a literal character, so that the regex engine searches for it instead of trying
# every position: an alias definition is a line, searched for from the `\n` before it (one is put
# before the text), a use a `#`/`!` name not inside a longer name (the lookbehind follows the `#`/`!`).
_ALIAS_LINE = re.compile(r"\n([#!][\w.$-]+) = (.*)$", re.MULTILINE)
_ALIAS_USE = re.compile(r"([#!](?<![\w.$-][#!])[\w.$-]+)")  # captured, so that `split` keeps it


class TextSplit:
    """A module cut by the printer's indentation, with its aliases spelled out piece by piece.

    Aliases are spelled out as the MLIR printer does when it prints one function: whether a type gets
    an alias depends on how often the module uses it, so two releases alias different types, and left
    in place, every line naming such a type would differ. A function's text is spelled out when first
    asked for: a divergence walk asks for one small piece of every state, and spelling out the whole
    module (mostly one kernel) costs more than cutting it.
    """

    def __init__(self, text: str) -> None:
        self._lines, self._aliases = _lines_and_aliases(text)
        self._pieces = _ordered_pieces(_cut(self._lines, self._spell))
        self._texts: dict[int, str] = {}

    def functions(self) -> list[FunctionIR]:
        """Every piece, kernels first."""
        return [FunctionIR(piece.key, piece.kind, self._text(n)) for n, piece in enumerate(self._pieces)]

    def text(self, key: str) -> str | None:
        """The text of the last piece named `key` (the one a dict of the pieces keeps), None if none is."""
        for n in range(len(self._pieces) - 1, -1, -1):
            if self._pieces[n].key == key:
                return self._text(n)
        return None

    def _spell(self, line: str) -> str:
        return _spell_out(line, self._aliases) if self._aliases else line

    def _text(self, n: int) -> str:
        piece = self._pieces[n]
        if piece.text is not None:
            return piece.text
        if n not in self._texts:
            rows = self._lines[piece.lines.start : piece.lines.stop]
            if all(not row[: piece.indent].strip(" ") for row in rows):  # the indentation holds no alias
                text = self._spell("\n".join(row[piece.indent :] for row in rows))
            else:
                text = "\n".join(self._spell(row)[piece.indent :] for row in rows)
            self._texts[n] = text
        return self._texts[n]


@dataclass(frozen=True)
class _Piece:
    key: str
    kind: FunctionKind
    text: str | None  # spelled out already (the globals), or None: the function's `lines`, cut at `indent`
    lines: range = range(0)
    indent: int = 0


def _ordered_pieces(pieces: list[_Piece]) -> list[_Piece]:
    return sorted(pieces, key=lambda p: _ORDER[p.kind])


def _lines_and_aliases(text: str) -> tuple[list[str], dict[str, str]]:
    """The lines of `text` without alias definitions, and the spelling of every alias.

    Spelling out a line's aliases then changes neither where the module is cut nor the indentation
    it is cut at. Where a spelling could (empty, starting with a space or `}`, holding a line break),
    the lines come spelled out already, and no aliases with them.
    """
    # On "\n" + text, a definition's match starts where its line does in text and ends where the
    # next line does (or one past the end of text).
    definition_lines = list(_ALIAS_LINE.finditer("\n" + text))
    definitions = {m.group(1): m.group(2) for m in definition_lines}
    if not definitions:
        return text.splitlines(), {}
    aliases: dict[str, str] = {}
    for name, value in definitions.items():  # an alias may use the aliases defined before it
        aliases[name] = _spell_out(value, aliases)
    starts = [0, *(min(m.end(), len(text)) for m in definition_lines)]
    ends = [*(m.start() for m in definition_lines), len(text)]
    body = "".join(text[start:end] for start, end in zip(starts, ends))
    if any(not value or value[0] in " }" or value.splitlines() != [value] for value in aliases.values()):
        return _spell_out(body, aliases).splitlines(), {}
    return body.splitlines(), aliases


def _spell_out(text: str, aliases: dict[str, str]) -> str:
    """`text` with every alias of `aliases` replaced by its spelling (split, not a callback per use)."""
    pieces = _ALIAS_USE.split(text)  # text, alias or other `!`/`#` name, text, ...
    pieces[1::2] = [aliases.get(name, name) for name in pieces[1::2]]
    return "".join(pieces)


def _cut(lines: list[str], spell: Callable[[str], str]) -> list[_Piece]:
    """The pieces of a module's lines: each line outside a function is read spelled out; a function's
    end is found on its lines as they are, where aliases cannot hide or fake a closing `}`."""
    pieces: list[_Piece] = []
    top_globals: list[str] = []
    container = ""
    container_indent = -1
    inner_globals: list[str] = []
    i = 0
    while i < len(lines):
        line = spell(lines[i])
        indent = len(line) - len(line.lstrip(" "))
        stripped = line.strip()
        if container and indent == container_indent and stripped == "}":
            pieces.append(_Piece(f"{container} globals", FunctionKind.GLOBALS, "\n".join(inner_globals)))
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
            if container:
                kernel = (
                    any(a in stripped for a in _KERNEL_ATTRS)
                    or stripped.startswith("cuda.kernel")
                    or (stripped.startswith("gpu.func") and " kernel" in stripped)
                )
                kind = FunctionKind.KERNEL if kernel else FunctionKind.DEVICE
                key = f"{container}::@{symbol.group(1)}"
            else:
                kind, key = FunctionKind.HOST, f"@{symbol.group(1)}"
            pieces.append(_Piece(key, kind, None, range(i, end + 1), indent))
            i = end + 1
            continue
        (inner_globals if container else top_globals).append(line.strip() if container else line)
        i += 1
    pieces.append(_Piece(MODULE_GLOBALS, FunctionKind.GLOBALS, "\n".join(top_globals)))
    return pieces


def _closing_line(lines: list[str], start: int, indent: int) -> int:
    closing = " " * indent + "}"
    for k in range(start + 1, len(lines)):
        if lines[k].startswith(closing) and (len(lines[k]) - len(lines[k].lstrip(" "))) == indent:
            return k
    return len(lines) - 1
