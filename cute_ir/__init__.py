"""cute-ir: capture, store, diff and run the IR of CuTe DSL kernels after every compiler pass."""

from typing import Any

__version__ = "0.2.0"

_REGISTRY_NAMES = ("register_jit", "register_family", "KernelProvider")


def __getattr__(name: str) -> Any:
    """`cute_ir.register_jit` and friends, imported on first use (importing cute_ir stays cheap)."""
    if name in _REGISTRY_NAMES:
        from cute_ir import registry

        return getattr(registry, name)
    raise AttributeError(f"module 'cute_ir' has no attribute {name!r}")

