"""Small text helpers shared by the capture and the reports."""

from __future__ import annotations

import re
from collections import Counter

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
