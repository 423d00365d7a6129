"""Small text helpers shared by the capture and the reports."""

from __future__ import annotations

import re

_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def strip_ansi(text: str) -> str:
    """Remove terminal colour codes: the DSL colours its errors, traces store plain text."""
    return _ANSI.sub("", text)
