"""How the capture prints a live module and writes its bytecode: one place, so every print is alike;
and `PrintOnChange`, which prints a module only when a pass changed it.

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


class PrintOnChange:
    """Prints a module only when its bytecode differs from the last printed one.

    Writing bytecode costs about a tenth of printing, and a third of the replayed passes change
    nothing; a changed bytecode that prints the same text is still caught by the recorder. A module
    no pass has run on since its bytecode was taken (`ran`) is not written again: judging a skipped
    pass asks for the text and bytecode of the module the last pass left.
    """

    def __init__(self) -> None:
        self._bytecode: bytes | None = None  # of the module last printed
        self._text = ""
        self._current: tuple[Any, bytes] | None = None  # a module and its bytecode, unchanged since

    def ran(self) -> None:
        """A pass ran (or the module was edited): its bytecode is taken again when next asked for."""
        self._current = None

    def bytecode(self, module: Any) -> bytes:
        if self._current is None or self._current[0] is not module:
            self._current = (module, module_bytecode(module))
        return self._current[1]

    def text(self, module: Any) -> str:
        bytecode = self.bytecode(module)
        if bytecode != self._bytecode:
            self._bytecode, self._text = bytecode, module_text(module)
        return self._text

    def forget(self) -> None:
        """The module was replaced: the next one is printed whatever its bytecode."""
        self._bytecode = None
