"""How the capture prints a live module and writes its bytecode: one place, so every print is alike.

The bindings hand the printer's output to Python piece by piece, about one piece per token (900,000
for FA4's largest module). Taken as bytes and decoded once, that costs about a seventh less than as
str, piece by piece (measured on FA4's 2.8 MB and 4 MB modules: 0.150 -> 0.130 s and 0.141 -> 0.117 s,
best of 5 each, alternating): printing every changed pass is the largest part of a capture's work.
"""

from __future__ import annotations

import io
from typing import Any


def module_text(module: Any, *, debug_info: bool = True) -> str:
    """The module's custom-form text, with its locations unless `debug_info` is False; not verified
    again (every module printed here came out of a pass or a parse)."""
    return module.operation.get_asm(binary=True, enable_debug_info=debug_info, assume_verified=True).decode()


def module_bytecode(module: Any) -> bytes:
    buffer = io.BytesIO()
    module.operation.write_bytecode(buffer)
    return buffer.getvalue()
