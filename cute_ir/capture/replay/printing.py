"""How the capture prints a live module and writes its bytecode: one place, so every print is alike;
and `PrintOnChange`, which prints (and walks) a module only when a pass changed it.

The bindings hand the printer's output to Python piece by piece, about one piece per token (900,000
for FA4's largest module). Taken as bytes and decoded once, that costs about a seventh less than as
str, piece by piece (measured on FA4's 2.8 MB and 4 MB modules: 0.150 -> 0.130 s and 0.141 -> 0.117 s,
best of 5 each, alternating): printing every changed pass is the largest part of a capture's work.
"""

from __future__ import annotations

import io
from typing import Any

from cute_ir.capture.extract.mlir import live_facts
from cute_ir.trace.facts import LiveFacts


def module_text(module: Any, *, debug_info: bool = True) -> str:
    """The module's custom-form text, with its locations unless `debug_info` is False; not verified
    again (every module printed here came out of a pass or a parse)."""
    return module.operation.get_asm(binary=True, enable_debug_info=debug_info, assume_verified=True).decode()


def module_bytecode(module: Any) -> bytes:
    """The module's bytecode as the bindings write it by default: what a module is parsed back from."""
    buffer = io.BytesIO()
    module.operation.write_bytecode(buffer)
    return buffer.getvalue()


# Bytecode version 2 is the last without use-list orders (version 3 added them). The order of a value's
# uses never shows in print, and the greedy driver reorders uses while changing nothing else: measured on
# FA4, every probe copy that printed like its module differed from it in default bytecode, and none in
# version 2 (8 of 8); it is also written faster (0.011 and 0.017 s against 0.014 and 0.032 s).
_FINGERPRINT_VERSION = 2


def module_fingerprint(module: Any) -> bytes:
    """Bytes equal for two modules that print alike: their bytecode without use-list orders. Where this
    version cannot hold the module, its default bytecode, marked so that it equals no version-2 one."""
    buffer = io.BytesIO()
    try:
        module.operation.write_bytecode(buffer, desired_version=_FINGERPRINT_VERSION)
    except Exception:  # noqa: BLE001 - a feature version 2 cannot express: compare in full
        return b"default:" + module_bytecode(module)
    return buffer.getvalue()


class PrintOnChange:
    """Prints a module only when its fingerprint differs from the last printed one's.

    A fingerprint costs about a tenth of printing, and a third of the replayed passes change nothing
    (or only the order of uses, which the fingerprint leaves out); a changed fingerprint that prints
    the same text is still caught by the recorder. A module no pass has run on since its fingerprint
    was taken (`ran`) is not written again: judging a skipped pass asks for the text and fingerprint
    of the module the last pass left.
    """

    def __init__(self) -> None:
        self._printed: bytes | None = None  # the fingerprint of the module last printed
        self._text = ""
        self._current: tuple[Any, bytes] | None = None  # a module and its fingerprint, unchanged since
        self._walked: tuple[bytes, LiveFacts] | None = None  # a fingerprint and the facts of its module

    def ran(self) -> None:
        """A pass ran (or the module was edited): its fingerprint is taken again when next asked for."""
        self._current = None

    def fingerprint(self, module: Any) -> bytes:
        if self._current is None or self._current[0] is not module:
            self._current = (module, module_fingerprint(module))
        return self._current[1]

    def text(self, module: Any) -> str:
        fingerprint = self.fingerprint(module)
        if fingerprint != self._printed:
            self._printed, self._text = fingerprint, module_text(module)
        return self._text

    def facts(self, module: Any) -> LiveFacts:
        """The module's live facts, walked once per fingerprint: judging a skipped pass reads the op names
        of the module the last pass left, which recording that pass walked already."""
        fingerprint = self.fingerprint(module)
        if self._walked is None or self._walked[0] != fingerprint:
            self._walked = (fingerprint, live_facts(module))
        return self._walked[1]

    def forget(self) -> None:
        """The module was replaced: the next one is printed whatever its fingerprint."""
        self._printed = None
