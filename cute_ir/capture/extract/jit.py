"""The Python side of a compile's identity: the @cute.jit function being compiled, and the DSL's own files.

The function is found on the stack of the `Compiler.compile` call: the DSL's frames that build the
module hold it in a local (`cute_ir.versions.JIT_FUNCTION_LOCALS` names it per release). "DSL
internals" are files under the installed DSL package's real location, not any path containing
`/cutlass/` (NVIDIA's own examples live under such paths and are user code).
"""

from __future__ import annotations

import functools
import inspect
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

from cute_ir.versions import JIT_FUNCTION_LOCALS


@dataclass(frozen=True)
class JitFunction:
    qualname: str  # e.g. "Softmax.__call__"
    source_file: str
    first_line: int


@functools.lru_cache(maxsize=1)
def dsl_roots() -> tuple[str, ...]:
    """Directories of the installed DSL's Python packages (real paths, with a trailing separator)."""
    import cutlass

    roots = {str(Path(entry).resolve()) for entry in getattr(cutlass, "__path__", [])}
    return tuple(sorted(root.rstrip(os.sep) + os.sep for root in roots))


def is_dsl_file(path: str) -> bool:
    """Is `path` part of the installed DSL (its own helpers, not the user's kernel)?"""
    try:
        real = str(Path(path).resolve())
    except OSError:
        real = path
    return real.startswith(dsl_roots()) or path.startswith(dsl_roots())


def compiled_function(frame: FrameType | None = None) -> JitFunction | None:
    """The jit function whose compile is on the stack, nearest first; None when no frame holds one."""
    frame = frame if frame is not None else sys._getframe(1)
    while frame is not None:
        for name in JIT_FUNCTION_LOCALS:
            candidate = frame.f_locals.get(name)
            found = _describe(candidate)
            if found is not None:
                return found
        frame = frame.f_back
    return None


def _describe(function: object) -> JitFunction | None:
    function = inspect.unwrap(function) if callable(function) else None  # type: ignore[arg-type]
    code = getattr(function, "__code__", None)
    if code is None:
        return None
    try:
        source = inspect.getsourcefile(function) or code.co_filename  # type: ignore[arg-type]
    except TypeError:
        source = code.co_filename
    return JitFunction(getattr(function, "__qualname__", code.co_name), str(source), code.co_firstlineno)
