"""The `.local` depots a PTX declares: what a test compares the stack frame cuobjdump reports against."""

from __future__ import annotations

import re

_ENTRY = re.compile(r"^\s*\.(?:visible\s+|weak\s+)?\.?entry\s+(?P<name>[\w$]+)", re.MULTILINE)
_FUNC = re.compile(r"^\s*\.(?:visible\s+|weak\s+)?func\s+(?:\([^)]*\)\s*)?(?P<name>[\w$]+)", re.MULTILINE)
_DEPOT = re.compile(r"\.local\s+\.align\s+\d+\s+\.b8\s+(?P<name>[\w$]+)\[(?P<bytes>\d+)\]")


def local_depots(ptx: str) -> dict[str, int]:
    """Entry or function -> bytes of its `.local` depot (its stack frame as the PTX declares it)."""
    starts = sorted([*_ENTRY.finditer(ptx), *_FUNC.finditer(ptx)], key=lambda m: m.start())
    depots: dict[str, int] = {}
    for n, start in enumerate(starts):
        end = starts[n + 1].start() if n + 1 < len(starts) else len(ptx)
        total = sum(int(m["bytes"]) for m in _DEPOT.finditer(ptx, start.end(), end))
        if total:
            depots[start["name"]] = total
    return depots
