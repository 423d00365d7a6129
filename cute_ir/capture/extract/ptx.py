"""Facts of the PTX as the DSL wrote it: entries, instruction counts, local-memory depots, `.loc` source lines.

Text only, no DSL: `cute-ir diff` reads a stored PTX with these same readers (`ptx_counts`).

The DSL writes its `.file` directives after the `.loc` lines that use them (at the end of the PTX), so
files are read in a first pass over the whole text and lines mapped in a second.
"""

from __future__ import annotations

import re
from collections import Counter

from cute_ir.trace.facts import SourceLines

_ENTRY = re.compile(r"^\s*\.(?:visible\s+|weak\s+)?\.?entry\s+(?P<name>[\w$]+)", re.MULTILINE)
_TARGET = re.compile(r"^\s*\.target\s+(?P<arch>\w+)", re.MULTILINE)
_FILE = re.compile(r'^\s*\.file\s+(?P<index>\d+)\s+"(?P<path>[^"]*)"', re.MULTILINE)
_LOC = re.compile(r"^\s*\.loc\s+(?P<file>\d+)\s+(?P<line>\d+)\s+(?P<col>\d+)")
_INSTRUCTION = re.compile(r"^\s*(?:@!?%\w+\s+)?([a-z][\w.]*)[^;]*;", re.MULTILINE)
_MEMORY = re.compile(r"^(ld|st)\.(global|shared)(?:\.[\w]+)*$")
_VECTOR = re.compile(r"\.v\d")


def ptx_target(ptx: str) -> str:
    """The arch the PTX was generated for (`.target sm_80`, options after it left out); "" without one."""
    match = _TARGET.search(ptx)
    return match["arch"] if match else ""


def entries(ptx: str) -> list[str]:
    """Kernel entry points, in the order the PTX declares them."""
    return [m["name"] for m in _ENTRY.finditer(ptx)]


def ptx_counts(ptx: str) -> dict[str, Counter[str]]:
    """Instruction counts per PTX entry: total and ld/st global/shared, vector or scalar."""
    counts: dict[str, Counter[str]] = {}
    starts = list(_ENTRY.finditer(ptx))
    for n, entry in enumerate(starts):
        end = starts[n + 1].start() if n + 1 < len(starts) else len(ptx)
        counter: Counter[str] = Counter()
        for match in _INSTRUCTION.finditer(ptx, entry.end(), end):
            opcode = match.group(1)
            counter["ptx.instructions"] += 1
            memory = _MEMORY.match(opcode)
            if memory:
                width = "vector" if _VECTOR.search(opcode) else "scalar"
                counter[f"ptx.{memory.group(1)}.{memory.group(2)}.{width}"] += 1
        counts[entry["name"]] = counter
    return counts


def ptx_source_lines(ptx: str, *, exclude: tuple[str, ...] = ()) -> SourceLines:
    """Map each PTX instruction line to the `.loc` before it (line info must be on to have any)."""
    files = {int(m["index"]): m["path"] for m in _FILE.finditer(ptx)}
    result = SourceLines()
    index: dict[str, int] = {}
    current: tuple[str, int, int] | None = None
    for number, raw in enumerate(ptx.splitlines()):
        stripped = raw.strip()
        if not stripped or stripped.startswith("//"):
            continue
        loc = _LOC.match(raw)
        if loc is not None:
            path = files.get(int(loc["file"]))
            line = int(loc["line"])
            current = (path, line, int(loc["col"])) if path and line > 0 and not path.startswith(exclude) else None
            continue
        if stripped.startswith(("}", "{", ".")) or stripped.endswith(":"):
            if stripped.startswith("}"):
                current = None
            continue
        if current is not None:
            file_index = index.setdefault(current[0], len(index))
            if file_index == len(result.files):
                result.files.append(current[0])
            result.lines.append([number, file_index, current[1], current[2]])
    return result
