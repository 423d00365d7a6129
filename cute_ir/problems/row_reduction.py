"""Row reductions: out = f(input) row by row over the last dimension — softmax, or RMSNorm scaled by `weight`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.problems.base import ANY_LENGTHS, Problem, Work, shape_error
from cute_ir.registry.dtypes import itemsize
from cute_ir.registry.metadata import KernelMetadata


def _softmax(x: Any, weight: Any, epsilon: float) -> Any:
    import torch

    return torch.softmax(x, dim=-1)


def _rmsnorm(x: Any, weight: Any, epsilon: float) -> Any:
    import torch.nn.functional as F

    return F.rms_norm(x, (x.shape[-1],), weight, eps=epsilon)


# metadata.epilogue -> the torch expression: in float64 for the reference, in the operands' dtype for speed
OPERATIONS: dict[str, Callable[[Any, Any, float], Any]] = {
    "exp(x-max)/sum": _softmax,
    "x*rsqrt(mean(x^2)+eps)*w": _rmsnorm,
}


@dataclass
class RowReductionArguments(Problem):
    """out = f(input) row by row over the last dimension (softmax, or RMSNorm scaled by `weight`)."""

    input: Any
    out: Any
    weight: Any = None
    epsilon: float = 1e-6

    DRAWN_OPERANDS = frozenset({"input"})

    def operands(self) -> dict[str, Any]:
        named = {"input": self.input, "out": self.out}
        if self.weight is not None:
            named["weight"] = self.weight
        return named

    def kind(self) -> str:
        return "rmsnorm" if self.weight is not None else "softmax"

    def distributions(self) -> tuple[str, ...]:
        if self.weight is not None:  # RMSNorm of an inf has no single answer: no infinities, no masks
            return ("normal", "zeros", "equal", "large", "near_max", "one_hot", "equal_negative", "denormal", "nan")
        return ("normal", "zeros", "equal", "large", "near_max", "one_hot", "equal_negative", "masked", "denormal",
                "nan", "inf")

    def trailing_extents(self, shape: tuple[int, ...]) -> dict[str, tuple[int, ...]]:
        if len(shape) != 2:
            raise shape_error("this kernel", "M,N", shape)
        m, n = shape
        trailing = {"input": (m, n), "out": (m, n), "weight": (n,)}
        return {name: trailing[name] for name in self.operands()}

    def boundary_shapes(self, metadata: KernelMetadata) -> list[tuple[int, ...]]:
        chunk = metadata.design.tile_shape[1]
        vector = metadata.design.vector_bits // (8 * itemsize(metadata.operands["input"].dtype))
        lengths = (1, vector - 1, vector, vector + 1, chunk - 1, chunk, chunk + 1, 2 * chunk + vector)
        return [(3, n) for n in lengths] + [(300, 1), (1, 4096)] + self.any_length_shapes(4)

    def any_length_shapes(self, rows: int) -> list[tuple[int, ...]]:
        return [(rows, n) for n in ANY_LENGTHS]

    def reference(self, metadata: KernelMetadata) -> Any:
        weight = self.weight.double() if self.weight is not None else None
        return _operation(metadata)(self.input.double(), weight, self.epsilon)

    def torch_equivalent(self, metadata: KernelMetadata) -> Callable[[], Any]:
        operation = _operation(metadata)
        return lambda: operation(self.input, self.weight, self.epsilon)

    def work(self) -> Work:
        return Work(bytes_moved=float(sum(t.numel() * t.element_size() for t in self.operands().values())))


def _operation(metadata: KernelMetadata) -> Callable[[Any, Any, float], Any]:
    if metadata.epilogue not in OPERATIONS:
        raise BadInputError(f"{metadata.kernel_name}: no torch reference for the epilogue {metadata.epilogue!r}")
    return OPERATIONS[metadata.epilogue]
