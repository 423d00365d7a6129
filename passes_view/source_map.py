"""Map lines of an IR or PTX text to the Python source lines that produced them.

MLIR: the text is parsed with the DSL's own MLIR bindings and every op's location is read. The parser
records where each op sits in the text only when the op carries no explicit location, so the module is
printed once more without debug info and parsed again: the two walks visit the same ops in the same
order, the first gives each op's Python location, the second its line in the location-free text, and
that text lines up one to one with the original once blank lines, comments and the original's location
alias definitions (`#loc3 = loc(...)`) are set aside.

PTX: `.file N "path"` and `.loc N line col` directives (present when line info is on) apply to the
instructions that follow them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class SourcePoint:
    file: str
    line: int
    col: int


@dataclass
class SourceMap:
    """0-based text line -> the Python source point it came from."""

    lines: dict[int, SourcePoint] = field(default_factory=dict)

    def files(self) -> set[str]:
        return {p.file for p in self.lines.values()}

    def __bool__(self) -> bool:
        return bool(self.lines)


def python_point(location: object) -> SourcePoint | None:
    """The innermost file:line:col of an MLIR location (through name, call-site and fused locations)."""
    loc = location
    for _ in range(64):  # locations nest; bound the descent rather than trust the input
        if loc.is_a_file():
            return SourcePoint(loc.filename, loc.start_line, loc.start_col)
        if loc.is_a_name():
            loc = loc.child_loc
        elif loc.is_a_callsite():
            loc = loc.callee
        elif loc.is_a_fused():
            points = [python_point(inner) for inner in loc.locations]
            return next((p for p in points if p is not None), None)
        else:
            return None
    return None


def _pre_order(operation: object) -> list[object]:
    ops: list[object] = []
    stack = [operation]
    while stack:
        op = stack.pop()
        ops.append(op)
        children = [child.operation for region in op.regions for block in region.blocks for child in block.operations]
        stack.extend(reversed(children))
    return ops


def _content_lines(lines: list[str], *, drop_location_aliases: bool) -> list[int]:
    """Indices of the lines a printer emits for ops: not blank, not comments, not `#locN = loc(...)`."""
    kept = []
    for i, line in enumerate(lines):
        stripped = line.strip()
        if not stripped or stripped.startswith("//"):
            continue
        if drop_location_aliases and line.startswith("#loc") and " = loc(" in line:
            continue
        kept.append(i)
    return kept


def mlir_source_map(text: str) -> SourceMap:
    """Source map of an MLIR text; empty when it does not parse or carries no file locations."""
    if "loc(" not in text:
        return SourceMap()
    try:
        from cutlass._mlir import ir
    except ImportError:
        return SourceMap()
    try:
        with ir.Context() as ctx:
            ctx.allow_unregistered_dialects = True
            # An op without a location gets one in the parser's own buffer; that is no Python source.
            buffer_name = ir.Module.parse("module {}").operation.location.filename
            module = ir.Module.parse(text)
            points = [python_point(op.location) for op in _pre_order(module.operation)]
            points = [None if p is None or p.file == buffer_name else p for p in points]
            bare = module.operation.get_asm(enable_debug_info=False)
            positions = [op.location for op in _pre_order(ir.Module.parse(bare).operation)]
            bare_lines = [loc.start_line - 1 if loc.is_a_file() else None for loc in positions]
    except Exception:  # the bindings raise MLIRError, ValueError or RuntimeError on text they cannot parse
        return SourceMap()
    original = _content_lines(text.splitlines(), drop_location_aliases=True)
    printed = _content_lines(bare.splitlines(), drop_location_aliases=False)
    if len(original) != len(printed) or len(points) != len(bare_lines):
        return SourceMap()  # the text was not printed the way this MLIR prints it: no safe mapping
    to_original = dict(zip(printed, original))
    mapping = SourceMap()
    for point, bare_line in zip(points, bare_lines):
        if point is not None and bare_line in to_original and point.line > 0:
            mapping.lines.setdefault(to_original[bare_line], point)
    return mapping


def ptx_source_map(text: str) -> SourceMap:
    """Source map of a PTX text from its .file/.loc directives; empty when line info is off."""
    files: dict[str, str] = {}
    current: SourcePoint | None = None
    mapping = SourceMap()
    for number, raw in enumerate(text.splitlines()):
        words = raw.split()
        if not words:
            continue
        if words[0] == ".file" and len(words) >= 3:
            files[words[1]] = raw.split('"')[1] if raw.count('"') >= 2 else words[2]
        elif words[0] == ".loc" and len(words) >= 3 and words[2].isdigit():
            path = files.get(words[1])
            col = int(words[3].rstrip(",")) if len(words) > 3 and words[3].rstrip(",").isdigit() else 0
            current = SourcePoint(path, int(words[2]), col) if path and int(words[2]) > 0 else None
        elif words[0] in {"}", "{"} or words[0].startswith("//") or words[0].startswith("."):
            if words[0] == "}":
                current = None
        elif current is not None:
            mapping.lines[number] = current
    return mapping
