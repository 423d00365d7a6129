"""Cut a module into its functions, so that each kernel and host function is diffed on its own.

The stored text is cut by the printer's indentation, with type aliases spelled out as the printer
would, and without the DSL: a trace is diffed where no DSL is installed, and IR that the installed
DSL would not parse back (another release's dialects, 4.8.1's `nvvm.barrier`) is cut like any other.
Every op with a symbol name and a body is a function; ops directly inside a `gpu.module` are device
code (a kernel by the one rule of `cute_ir.trace.facts.is_kernel_header`), the others host code.
What is not a function (globals, declarations, the container headers) is kept as one "globals" piece
per container. Kernels come first, then device functions, host functions and globals.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from itertools import compress, count, islice
from operator import methodcaller

from cute_ir.trace.facts import is_kernel_header


class FunctionKind(str, Enum):
    KERNEL = "kernel"
    DEVICE = "device"
    HOST = "host"
    GLOBALS = "globals"


_ORDER = {kind: n for n, kind in enumerate(FunctionKind)}
_GPU_MODULE = "gpu.module"
MODULE_GLOBALS = "(module)"


@dataclass(frozen=True)
class FunctionIR:
    key: str  # "@kernels::@name" for device code, "@name" for host code, "<container> globals"
    kind: FunctionKind
    text: str


def split_pair(a_text: str, b_text: str) -> tuple[ModuleSplit, ModuleSplit]:
    """Both modules split the same way, for a diff of every function."""
    return TextSplit(a_text), TextSplit(b_text)


class ModuleSplit:
    """A module's pieces, kernels first, then device functions, host functions and globals; the text
    of each is made when first asked for, as a report often shows one function of a module."""

    def __init__(self, pieces: list[tuple[str, FunctionKind, Callable[[], str]]]) -> None:
        ordered = sorted(pieces, key=lambda piece: _ORDER[piece[1]])
        self.pieces = [(key, kind) for key, kind, _ in ordered]  # (key, kind) of each piece
        self._makers = [make for _, _, make in ordered]
        self._texts: dict[int, str] = {}

    def text_at(self, index: int) -> str:
        if index not in self._texts:
            self._texts[index] = self._makers[index]()
        return self._texts[index]

    def text(self, key: str) -> str | None:
        """The text of the last piece named `key` (the one a dict of the pieces keeps), None if none is."""
        for index in range(len(self.pieces) - 1, -1, -1):
            if self.pieces[index][0] == key:
                return self.text_at(index)
        return None

    def functions(self) -> list[FunctionIR]:
        return [FunctionIR(key, kind, self.text_at(index)) for index, (key, kind) in enumerate(self.pieces)]


_SYMBOL = re.compile(r'@("(?:[^"\\]|\\.)*"|[\w.$-]+)')
_TRAILING_BLANKS = re.compile(r"[ \t]+$", re.MULTILINE)


# Both start with a literal character, so that the regex engine searches for it instead of trying
# every position: an alias definition is a line, searched for from the `\n` before it (one is put
# before the text), a use a `#`/`!` name not inside a longer name (the lookbehind follows the `#`/`!`).
_ALIAS_LINE = re.compile(r"\n([#!][\w.$-]+) = (.*)$", re.MULTILINE)
_ALIAS_USE = re.compile(r"([#!](?<![\w.$-][#!])[\w.$-]+)")  # captured, so that `split` keeps it


class TextSplit(ModuleSplit):
    """A module cut by the printer's indentation, with its aliases spelled out piece by piece.

    Aliases are spelled out as the MLIR printer does when it prints one function: whether a type gets
    an alias depends on how often the module uses it, so two releases alias different types, and left
    in place, every line naming such a type would differ. A divergence walk asks for one small piece
    of every state, and spelling out the whole module (mostly one kernel) costs more than cutting it.
    """

    def __init__(self, text: str) -> None:
        self._lines, self._aliases = _lines_and_aliases(text)
        pieces = _cut(self._lines, self._spell)
        self._by_key = {piece.key: piece for piece in pieces}  # the last of a key, as `text` reads it
        super().__init__([(piece.key, piece.kind, functools.partial(self._text, piece)) for piece in pieces])

    @property
    def aliases(self) -> dict[str, str]:
        """Alias name -> its spelling, for the lines `unspelled` gives."""
        return self._aliases

    def unspelled(self, key: str) -> str | None:
        """The piece's lines as the module has them, aliases not spelled out (indented as there); for
        readers that spell only what they need (`spell`), e.g. the distinct lines of a function."""
        piece = self._by_key.get(key)
        if piece is None:
            return None
        if piece.text is not None:
            return piece.text
        return "\n".join(self._lines[piece.lines.start : piece.lines.stop])

    def spell(self, text: str) -> str:
        """`text` with this module's aliases spelled out."""
        return self._spell(text)

    def _spell(self, line: str) -> str:
        return _spell_out(line, self._aliases) if self._aliases else line

    def _text(self, piece: _Piece) -> str:
        if piece.text is not None:
            return piece.text
        rows = self._lines[piece.lines.start : piece.lines.stop]
        if all(not row[: piece.indent].strip(" ") for row in rows):  # the indentation holds no alias
            return self._spell("\n".join(row[piece.indent :] for row in rows))
        return "\n".join(self._spell(row)[piece.indent :] for row in rows)


class ShownTextSplit(TextSplit):
    """A text split for showing one function's first divergence: without the blanks that stripped
    locations leave at line ends, and the module's globals without the module's last `}`."""

    def text_at(self, index: int) -> str:
        text = _TRAILING_BLANKS.sub("", super().text_at(index))
        if self.pieces[index][0] == MODULE_GLOBALS and text.endswith("\n}"):
            return text[: -len("\n}")]
        return text


@dataclass(frozen=True)
class _Piece:
    key: str
    kind: FunctionKind
    text: str | None  # spelled out already (the globals), or None: the function's `lines`, cut at `indent`
    lines: range = range(0)
    indent: int = 0


def spelled_out_lines(text: str) -> list[str]:
    """The lines of a normalized text with its type aliases spelled out and their definitions left
    out: what a reader compares (one changed type renames every alias that holds it)."""
    lines, aliases = _lines_and_aliases(text)
    return [_spell_out(line, aliases) for line in lines] if aliases else lines


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
                kind = FunctionKind.KERNEL if is_kernel_header(stripped) else FunctionKind.DEVICE
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
    """The first line after `start` that is `}` at `indent` (a line starting with `indent` blanks and `}`
    is indented by exactly that); the last line where none is. Searched by `map`, not a Python loop:
    a kernel has thousands of lines, and every state of both traces is cut."""
    starts_closing = map(methodcaller("startswith", " " * indent + "}"), islice(lines, start + 1, None))
    return next(compress(count(start + 1), starts_closing), len(lines) - 1)
