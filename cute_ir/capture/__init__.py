"""Capture the IR after every pass of the DSL's kernel pipeline (see dsl.hook.capture_compiles).

The hook is imported when first asked for: readers of stored traces import this package's text-only
fact readers (`cute_ir.capture.extract.ptx`) without the capture machinery.
"""

from typing import Any

__all__ = ["CaptureSession", "capture_compiles"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from cute_ir.capture.dsl import hook

        return getattr(hook, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
