"""Elementwise: out = op(A, B) element by element, `op` named by the instance's `metadata.epilogue`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.problems.base import ANY_LENGTHS, Problem, Work, shape_error
from cute_ir.registry.metadata import KernelMetadata


def _relu_add(a: Any, b: Any) -> Any:
    import torch

    return torch.relu(a) + b


# metadata.epilogue -> the torch expression: in float64 for the reference, in the operands' dtype for speed
OPERATIONS: dict[str, Callable[[Any, Any], Any]] = {
    "a+b": lambda a, b: a + b,
    "a*b": lambda a, b: a * b,
    "relu(a)+b": _relu_add,
}


@dataclass
class ElementwiseArguments(Problem):
    """out = op(A, B) element by element; all three have one shape."""

    A: Any
    B: Any
    out: Any

    DRAWN_OPERANDS = frozenset({"A", "B"})

    def operands(self) -> dict[str, Any]:
        return {"A": self.A, "B": self.B, "out": self.out}

    def kind(self) -> str:
        return "elementwise"

    def distributions(self) -> tuple[str, ...]:
        return ("normal", "zeros", "large", "near_max", "masked", "denormal", "nan", "inf")

    def trailing_extents(self, shape: tuple[int, ...]) -> dict[str, tuple[int, ...]]:
        if len(shape) != 2:
            raise shape_error("this kernel", "M,N", shape)
        return {name: tuple(shape) for name in self.operands()}

    def boundary_shapes(self, metadata: KernelMetadata) -> list[tuple[int, ...]]:
        rows, cols = metadata.design.tile_shape
        return [(1, 1), (1, cols + 1), (rows + 1, 1), (rows - 1, cols - 1), (rows, cols), (rows + 1, cols + 1),
                (2 * rows + 3, 3 * cols + 5)] + self.any_length_shapes(4)

    def any_length_shapes(self, rows: int) -> list[tuple[int, ...]]:
        return [(rows, n) for n in ANY_LENGTHS]

    def reference(self, metadata: KernelMetadata) -> Any:
        return _operation(metadata)(self.A.double(), self.B.double())

    def torch_equivalent(self, metadata: KernelMetadata) -> Callable[[], Any]:
        operation = _operation(metadata)
        return lambda: operation(self.A, self.B)

    def work(self) -> Work:
        return Work(bytes_moved=float(sum(t.numel() * t.element_size() for t in self.operands().values())))


def _operation(metadata: KernelMetadata) -> Callable[[Any, Any], Any]:
    if metadata.epilogue not in OPERATIONS:
        raise BadInputError(f"{metadata.kernel_name}: no torch reference for the epilogue {metadata.epilogue!r}")
    return OPERATIONS[metadata.epilogue]
