"""Small text helpers shared by the capture and the reports."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def strip_ansi(text: str) -> str:
    """Remove terminal colour codes: the DSL colours its errors, traces store plain text."""
    return _ANSI.sub("", text)


def common_count(x: Counter[str], y: Counter[str]) -> int:
    """How many items two multisets share: the total of `x & y`, without building it (Counter's own
    operators loop in Python over both sides)."""
    shared = x.keys() & y.keys()
    return sum(map(min, map(x.__getitem__, shared), map(y.__getitem__, shared)))


def shorten(text: str, limit: int = 48) -> str:
    """`text` cut to `limit` characters, the cut marked with an ellipsis (long kernel symbols in reports)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


# A diff cute-ir prints or writes (`cute-ir diff`, a failed golden check's `.obtained.diff`) is cut at this many
# bytes of text, and each of its lines at `MAX_DIFF_LINE`: a line of a real IR text is at most a few kilobytes
# (a dense constant), a whole changed pass of our largest kernels about 2 MB. What a stored text may hold is
# bounded by the readers (fsutil.read_verified); what is shown of it is bounded here.
MAX_DIFF_BYTES = 16 << 20
MAX_DIFF_LINE = 64 << 10


def capped_diff(lines: Iterable[str], limit: int = MAX_DIFF_BYTES) -> list[str]:
    """The lines of a diff, taken no further than `limit` bytes in all (each line cut at `MAX_DIFF_LINE`
    characters), every cut marked: memory and output stay bounded however large the texts compared."""
    kept: list[str] = []
    used = 0
    for line in lines:
        if len(line) > MAX_DIFF_LINE:
            line = f"{line[:MAX_DIFF_LINE]}… [line cut: {len(line) - MAX_DIFF_LINE} more characters]"
        used += len(line.encode(errors="replace")) + 1
        if used > limit:
            kept.append(f"… [diff cut at {limit} bytes: the rest is not shown]")
            break
        kept.append(line)
    return kept
